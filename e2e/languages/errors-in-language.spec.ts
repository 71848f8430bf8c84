import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';

const suite = useServerAndBrowser();

/** A phone in the Arabic UI (the language a listener picked is kept in storage), signed in when given a token. */
async function arabicPhone(token?: string): Promise<BrowserContext> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript((value) => {
    localStorage.setItem('selectedLanguage', 'ar');
    if (value) localStorage.setItem('roamcast-user-token', value);
  }, token ?? null);
  return context;
}

/** Settings → Account → Sign in: the sign-in dialog, in Arabic. */
async function openSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'الإعدادات' }).first().click();
  await page.getByRole('dialog', { name: 'الإعدادات' }).getByRole('button', { name: 'تسجيل الدخول' }).click();
  return page.getByRole('dialog', { name: 'حسابك في Roamcast' });
}

/** The answer the server sent for a call: its status and stable code (it still says them in English). */
async function refusalOf(page: Page, path: string, act: () => Promise<void>) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await act();
  const response = await answer;
  const body = (await response.json()) as { error: string; code: string };
  return { status: response.status(), ...body };
}

test('a refused field is said in Arabic: the password is too short', async () => {
  const context = await arabicPhone();
  const page = await context.newPage();
  try {
    const dialog = await openSignIn(page);
    await dialog.getByRole('tab', { name: 'إنشاء حساب' }).click();
    await dialog.getByLabel('البريد الإلكتروني').fill('newcomer@example.com');
    await dialog.getByLabel('كلمة المرور').fill('short');
    const refusal = await refusalOf(page, '/api/auth/local/signup', () =>
      dialog.getByRole('button', { name: 'إنشاء حساب' }).click(),
    );
    assert.equal(refusal.status, 400);
    assert.equal(refusal.code, 'invalid_input');
    assert.match(refusal.error, /^Invalid sign-up: password/);
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: 'الحد الأدنى لعدد أحرف كلمة المرور: 8.' }).waitFor();
    assert.doesNotMatch((await alert.textContent()) ?? '', /[A-Za-z]/);
  } finally {
    await context.close();
  }
});

test('a place the server cannot find is said in Arabic in the creator', async () => {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const context = await arabicPhone(token);
  const page = await context.newPage();
  try {
    await page.goto('/tour-maker/make');
    await page.getByRole('tab', { name: 'تخصص' }).click();
    await page.getByLabel('اسم الجولة').fill('جولة تجريبية');
    await page.getByLabel('المكان', { exact: true }).fill('Zzxqvbnmwk Qwprtz');
    const refusal = await refusalOf(page, '/api/tour-maker/specialty-tour', () =>
      page.getByRole('button', { name: 'إنشاء الجولة' }).click(),
    );
    assert.equal(refusal.status, 400);
    assert.equal(refusal.code, 'place_not_found');
    assert.match(refusal.error, /^We could not find/);
    const alert = page.getByRole('alert').filter({ hasText: 'لم نعثر على هذا المكان.' });
    await alert.waitFor();
    assert.equal((await alert.textContent())?.trim(), 'لم نعثر على هذا المكان. جرّب اسم مدينة أو عنوانًا أو اسم معلم.');
  } finally {
    await context.close();
  }
});

test('the sign-in limit is said in Arabic, with the wait from Retry-After', async () => {
  const { email } = await signUpThroughApi(suite.server.baseUrl);
  // Wrong passwords until the server locks this account's sign-in for a while (its limit).
  let locked = false;
  for (let attempt = 0; attempt < 20 && !locked; attempt += 1) {
    const response = await fetch(`${suite.server.baseUrl}/api/auth/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `wrong-password-${attempt}` }),
    });
    assert.ok(response.status === 401 || response.status === 429, `attempt ${attempt}: ${response.status}`);
    locked = response.status === 429;
  }
  assert.ok(locked, 'the sign-in limit was never reached');
  const context = await arabicPhone();
  const page = await context.newPage();
  try {
    const dialog = await openSignIn(page);
    await dialog.getByLabel('البريد الإلكتروني').fill(email);
    await dialog.getByLabel('كلمة المرور').fill('correct horse battery');
    const refusal = await refusalOf(page, '/api/auth/local/login', () =>
      dialog.getByRole('button', { name: 'تسجيل الدخول' }).click(),
    );
    assert.equal(refusal.status, 429);
    assert.equal(refusal.code, 'too_many_sign_ins');
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: 'محاولات تسجيل دخول كثيرة جدًا.' }).waitFor();
    assert.match(
      ((await alert.textContent()) ?? '').trim(),
      /^محاولات تسجيل دخول كثيرة جدًا\. يُرجى الانتظار \d+ (دقيقة|دقائق|دقيقتان) ثم المحاولة مرة أخرى\.$/,
    );
  } finally {
    await context.close();
  }
});
