import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { coveredElements } from './layout-checks';

/** The covering check itself: it must find a control another element hides, and only that. */
const suite = {} as { browser: Browser; page: Page };
before(async () => {
  suite.browser = await launchBrowser();
  suite.page = await suite.browser.newPage({ viewport: { width: 800, height: 600 } });
});
after(async () => {
  await suite.browser?.close();
});

/** A scrolling story box above a controls row, as the Explorer lays them out, with `css` added. */
const storyAboveControls = (scrollTop: number, css = '') => `
  <style>
    body { margin: 0; }
    #grid { display: grid; grid-template-rows: 200px auto; height: 300px; ${css} }
    #story { overflow-y: auto; min-height: 0; font: 16px/20px sans-serif; }
    #controls { padding-top: 12px; background: #222; }
  </style>
  <div id="grid">
    <div id="story">${'<p>line</p>'.repeat(12)}<a id="last" href="#x">the last source link</a></div>
    <div id="controls"><button>Next story</button></div>
  </div>
  <script>document.getElementById('story').scrollTop = ${scrollTop};</script>`;

test('a link another element lies over is reported', async () => {
  const { page } = suite;
  // The controls row pulled up over the story's foot, where the link shows.
  await page.setContent(
    storyAboveControls(10_000, 'grid-template-rows: 200px auto;') +
      '<style>#controls { margin-top: -40px; position: relative; }</style>',
  );
  const problems = await coveredElements(page);
  assert.ok(
    problems.some(
      (problem) =>
        problem.startsWith('<a#last> "the last source link" is covered by') && problem.includes('<div#controls>'),
    ),
    problems.join('\n'),
  );
});

test('a link scrolled a few pixels into view at a scrolling box foot is not reported', async () => {
  const { page } = suite;
  await page.setContent(storyAboveControls(0));
  const top = await page.evaluate(`document.getElementById('last').getBoundingClientRect().top`);
  // Every sliver from nothing to the whole line: the row below must never count as covering it.
  for (let visible = 1; visible <= 24; visible += 0.25) {
    await page.evaluate(`document.getElementById('story').scrollTop = ${Number(top) - 200 + visible}`);
    assert.deepEqual(await coveredElements(page), [], `with ${visible} px of the link in view`);
  }
});
