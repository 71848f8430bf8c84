import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { signUpThroughApi } from '../support/accounts';
import { useServerAndBrowser } from '../support/suite';
import { cardOf, cardToggle, createTour, openMyTours, PHONE, signedInContext, toolbarButton } from './my-tours-kit';
import { holdRequests } from '../support/hold-request';

const suite = useServerAndBrowser();

const TOUR = {
  name: 'Amalfi morning',
  startPoint: 'Positano',
  destination: 'Amalfi',
  theme: 'waterfront',
  pointsOfInterest: [
    { name: 'Spiaggia Grande', latitude: 40.6281, longitude: 14.4849 },
    { name: 'Amalfi Cathedral', latitude: 40.6345, longitude: 14.6027 },
  ],
};

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** A PNG or JPEG by its first bytes, not by what the server says it is. */
function imageFormat(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

async function fetchImage(url: string) {
  const response = await fetch(new URL(url, suite.server.baseUrl));
  assert.equal(response.status, 200, url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, format: imageFormat(bytes), meta: await sharp(bytes).metadata() };
}

async function getTour(id: string, token: string) {
  const response = await fetch(`${suite.server.baseUrl}/api/tour-maker/routes/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { customImageUrl: string | null; aiImageUrl: string | null } }).data;
}

async function openWithTour() {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const id = await createTour(suite.server.baseUrl, token, TOUR);
  const context = await signedInContext(suite.browser, suite.server.baseUrl, token, PHONE);
  const page = await context.newPage();
  await openMyTours(page);
  await cardToggle(page, TOUR.name).click();
  return { token, id, context, page };
}

test('Regenerate Cover asks, waits with its button disabled, then shows a new real image', async () => {
  const { id, token, context, page } = await openWithTour();
  try {
    const picture = cardOf(page, TOUR.name).locator('img');
    const before = (await picture.count()) ? await picture.getAttribute('src') : null;
    // Hold the real request until the page has been looked at while it runs.
    const drawing = await holdRequests(page, '**/regenerate-image');

    await toolbarButton(page, 'Regenerate Cover').click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate the cover?' });
    await confirm.getByText(/about 15-20 seconds/).waitFor();
    await confirm.getByRole('button', { name: 'Regenerate Cover' }).click();
    await cardOf(page, TOUR.name).getByText('Generating a new cover...').waitFor();
    await toolbarButton(page, 'Regenerate Cover', { disabled: true }).waitFor({ timeout: 5_000 });
    drawing.release();

    await page.getByRole('status').filter({ hasText: 'New cover ready!' }).waitFor({ timeout: 120_000 });
    await toolbarButton(page, 'Regenerate Cover', { disabled: false }).waitFor({ timeout: 5_000 });
    const after = await picture.getAttribute('src');
    assert.ok(after && after !== before, `the card shows a new picture (${before} -> ${after})`);
    const image = await fetchImage(after);
    assert.ok(
      image.format === 'png' || image.format === 'jpeg',
      `a PNG or JPEG, not ${image.bytes.subarray(0, 4).toString('hex')}`,
    );
    assert.ok((image.meta.width ?? 0) >= 256 && (image.meta.height ?? 0) >= 256, 'a real picture, not a dot');
    // The page shows what the server stored.
    const stored = await getTour(id, token);
    assert.equal(after, stored.customImageUrl ?? stored.aiImageUrl);
  } finally {
    await context.close();
  }
});

test('Upload compresses a 4000x3000 photo in the browser to 1920 px wide before it is sent', async () => {
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 40, g: 90, b: 160 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  const { id, token, context, page } = await openWithTour();
  try {
    const chooser = page.waitForEvent('filechooser');
    await toolbarButton(page, 'Upload').click();
    const sent = page.waitForRequest((request) => request.url().endsWith(`/routes/${id}/upload-image`));
    await (await chooser).setFiles({ name: 'amalfi.jpg', mimeType: 'image/jpeg', buffer: photo });

    const { imageData } = (await sent).postDataJSON() as { imageData: string };
    const upload = await sharp(bytesOf(imageData)).metadata();
    assert.deepEqual([upload.format, upload.width, upload.height], ['jpeg', 1920, 1440]);
    assert.ok(bytesOf(imageData).length < photo.length / 2, 'the upload is much smaller than the photo');

    await page.getByRole('status').filter({ hasText: 'Cover image uploaded!' }).waitFor({ timeout: 60_000 });
    const shown = await cardOf(page, TOUR.name).locator('img').getAttribute('src');
    const stored = await getTour(id, token);
    assert.equal(shown, stored.customImageUrl);
    const image = await fetchImage(shown!);
    assert.equal(image.format, 'jpeg');
    assert.ok((image.meta.width ?? Infinity) <= 1920 && (image.meta.height ?? Infinity) <= 1920);
  } finally {
    await context.close();
  }
});

test('a file that is not a photo is refused in the browser with the spec’s message, and nothing is sent', async () => {
  const { context, page } = await openWithTour();
  try {
    const uploads: string[] = [];
    page.on('request', (request) => request.url().endsWith('/upload-image') && uploads.push(request.url()));
    for (const file of [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('JFIF? no, just words') },
    ]) {
      const chooser = page.waitForEvent('filechooser');
      await toolbarButton(page, 'Upload').click();
      await (await chooser).setFiles(file);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Failed to process image. Please try a different file.' });
      await alert.waitFor();
      await alert.waitFor({ state: 'detached', timeout: 5000 }); // messages clear after 3 s
    }
    assert.deepEqual(uploads, []);
  } finally {
    await context.close();
  }
});

test("a refused upload shows 'Failed to upload image' with the server's reason", async () => {
  const { id, token, context, page } = await openWithTour();
  try {
    // The tour is deleted elsewhere (another tab) while this page still shows it.
    await fetch(`${suite.server.baseUrl}/api/tour-maker/routes/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await toolbarButton(page, 'Upload').click();
    await (await chooser).setFiles({ name: 'pier.png', mimeType: 'image/png', buffer: photo });
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to upload image' });
    await alert.getByText('Tour not found').waitFor();
    // The list catches up with the server: the deleted tour's card goes.
    await cardToggle(page, TOUR.name).waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
});

test('the upload endpoint answers a 20 MB or non-image upload with a clear 4xx', async () => {
  const { token } = await signUpThroughApi(suite.server.baseUrl);
  const id = await createTour(suite.server.baseUrl, token, TOUR);
  const upload = async (imageData: string) => {
    const response = await fetch(`${suite.server.baseUrl}/api/tour-maker/routes/${id}/upload-image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ imageData }),
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; error: string } };
  };

  const huge = await upload(`data:image/jpeg;base64,${Buffer.alloc(20 * 1024 * 1024, 7).toString('base64')}`);
  assert.equal(huge.status, 413);
  assert.match(huge.body.error, /larger than 10 MB/);

  const words = await upload(`data:image/png;base64,${Buffer.from('definitely not a picture').toString('base64')}`);
  assert.equal(words.status, 400);
  assert.match(words.body.error, /^Failed to process image\. Please try a different file\./);

  const text = await upload(`data:text/plain;base64,${Buffer.from('hello').toString('base64')}`);
  assert.equal(text.status, 400);
  assert.match(text.body.error, /image data URL/);
});
