import { afterEach, describe, expect, it, vi } from 'vitest';

function linkPreview(url: string, image: string) {
  document.head.innerHTML = `<meta property="og:url" content="${url}"><meta property="og:image" content="${image}">`;
}

/** The Image objects the page asks for, by src. */
function watchPictures(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      set src(value: string) {
        asked.push(value);
      }
    },
  );
  return asked;
}

async function freshWarm() {
  vi.resetModules();
  return (await import('./warm-postcard-picture')).warmPostcardPicture;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('warmPostcardPicture', () => {
  it("asks for this postcard's picture from its link preview, once", async () => {
    linkPreview('https://roamcast.app/postcards/abc', 'https://roamcast.app/media/postcards/abc.png');
    const asked = watchPictures();
    const warm = await freshWarm();
    warm('abc');
    warm('abc');
    expect(asked).toEqual(['https://roamcast.app/media/postcards/abc.png']);
  });

  it("ignores another page's preview and a page without one", async () => {
    linkPreview('https://roamcast.app/tour/xyz', 'https://roamcast.app/media/covers/xyz.png');
    const asked = watchPictures();
    (await freshWarm())('abc');
    document.head.innerHTML = '';
    (await freshWarm())('abc');
    expect(asked).toEqual([]);
  });
});
