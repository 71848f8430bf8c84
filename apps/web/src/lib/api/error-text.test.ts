import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { ApiError } from './api-error';
import { errorText, refusalText } from './error-text';

const refused = (code: string | null, message = 'Some English text from the server', status = 400) =>
  new ApiError(message, status, code);

afterEach(async () => {
  await changeLanguage('en');
});

describe('errorText', () => {
  it("says a known code in the listener's language, not the server's English", async () => {
    const error = refused('tour_limit_reached', "You've reached your tour limit of 3 tours on the Freemium plan.", 403);
    expect(errorText(error)).toBe(
      "You've reached your plan's tour limit. Delete a tour or upgrade your plan to make more.",
    );
    await changeLanguage('ar');
    expect(errorText(error)).toBe('لقد بلغت حد الجولات في خطتك. احذف جولة أو رقِّ خطتك لإنشاء المزيد.');
    await changeLanguage('ja');
    expect(errorText(refused('postcard_not_found', 'Postcard Not Found', 404))).toBe('ポストカードが見つかりません');
  });

  it("prefers the screen's own words for a code that names only the kind of failure", async () => {
    const error = refused('not_found', 'Narration not found', 404);
    expect(errorText(error, 'Tour not found')).toBe('Tour not found');
    await changeLanguage('fr');
    expect(errorText(error)).toBe("Introuvable. L'élément a peut-être été supprimé, ou le lien est erroné.");
  });

  it("keeps the server's English only as the last resort: a code the catalogue does not know, or none", () => {
    expect(errorText(refused('FST_ERR_CTP_INVALID_MEDIA_TYPE', 'Send the request body as application/json'))).toBe(
      'Send the request body as application/json',
    );
    expect(errorText(refused(null, 'No place called "Atlantis" was found', 404), 'Failed to save tour')).toBe(
      'No place called "Atlantis" was found',
    );
    expect(errorText(new ApiError('Request failed', 502), 'Failed to save tour')).toBe('Failed to save tour');
    expect(errorText(new ApiError('Request failed', 502))).toBe('Request failed');
  });

  it('says how long to wait from Retry-After, in the UI language', async () => {
    const limited = new ApiError('Too many requests. Please wait 1 minute and try again.', 429, 'rate_limited', {
      retryAfterSeconds: 300,
    });
    expect(errorText(limited)).toBe('Too many requests. Please wait 5 minutes and try again.');
    expect(errorText(new ApiError('Too many', 429, 'too_many_sign_ins', { retryAfterSeconds: 30 }))).toBe(
      'Too many sign-in attempts. Please wait 30 seconds and try again.',
    );
    await changeLanguage('ar');
    expect(errorText(limited)).toBe('طلبات كثيرة جدًا. يُرجى الانتظار 5 دقائق ثم المحاولة مرة أخرى.');
  });

  it('names the client-side failures too: a timeout and an unreachable server', async () => {
    await changeLanguage('de');
    expect(errorText(new ApiError('Request timed out after 30000ms', 0, 'timeout'))).toBe(
      'Die Anfrage hat zu lange gedauert. Bitte versuche es erneut.',
    );
    expect(errorText(new ApiError('Request failed', 0, 'network'))).toBe(
      'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
    );
  });

  it('turns refused fields into sentences a person can act on', async () => {
    const error = new ApiError(
      'Invalid sign-up: password: Password must be at least 8 characters',
      400,
      'invalid_input',
      {
        issues: [{ field: 'password', problem: 'too_short', limit: 8 }],
      },
    );
    expect(errorText(error)).toBe('Use at least 8 characters for the password.');
    const several = new ApiError('Invalid sign-up: …', 400, 'invalid_input', {
      issues: [
        { field: 'email', problem: 'invalid_email' },
        { field: 'displayName', problem: 'too_long', limit: 80 },
        { field: 'location.name', problem: 'missing' },
      ],
    });
    expect(errorText(several)).toBe(
      'Enter a valid email address. Use at most 80 characters for the display name. Fill in the location.',
    );
    await changeLanguage('ar');
    expect(errorText(error)).toBe('الحد الأدنى لعدد أحرف كلمة المرور: 8.');
    await changeLanguage('ko');
    expect(errorText(error)).toBe('비밀번호 항목은 8자 이상으로 입력하세요.');
  });

  it('asks to check the input, without jargon, for a field no form shows', () => {
    const error = new ApiError('Invalid request: waypointIndex: …', 400, 'invalid_input', {
      issues: [
        { field: 'waypointIndex', problem: 'invalid' },
        { field: 'extra', problem: 'unknown_field' },
        { field: 'name', problem: 'too_many', limit: 25 },
      ],
    });
    expect(errorText(error)).toBe('Some of what you entered could not be used. Please check it and try again.');
  });

  it('passes other errors through, or the fallback when given', () => {
    expect(errorText(new Error('map script failed'))).toBe('map script failed');
    expect(errorText(new Error('map script failed'), 'Failed to load map')).toBe('Failed to load map');
  });
});

describe('refusalText', () => {
  it('explains a 4xx only', () => {
    expect(refusalText(refused('image_too_large', 'The cover is larger than 10 MB', 413))).toBe(
      'The image is too large. Please choose a smaller one.',
    );
    expect(
      refusalText(refused('internal', 'Something went wrong on our side. Please try again.', 500)),
    ).toBeUndefined();
    expect(refusalText(new Error('offline'))).toBeUndefined();
  });
});
