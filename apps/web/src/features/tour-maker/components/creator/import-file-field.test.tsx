import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { created, findAlert, renderCreator, signedIn, submit, type, USER_ID } from './creator-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GPX = `<?xml version="1.0"?><gpx version="1.1" creator="test"><wpt lat="38.71" lon="-9.13"><name>Sé</name></wpt></gpx>`;

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choose a GPX or KML file'), { target: { files: [file] } });

describe('Importing a GPX or KML file', () => {
  it('takes only .gpx and .kml files and says the 5 MB limit up front', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=import');
    const input = screen.getByLabelText('Choose a GPX or KML file');
    expect(input).toHaveAttribute('accept', '.gpx,.kml');
    expect(input).toHaveAccessibleDescription('GPX or KML, at most 5 MB.');
  });

  it("sends the file's text with its name instead of the text field", async () => {
    const calls = signedIn({ 'POST /api/tour-maker/import-tour': () => created({ id: 'g-1', name: 'Lisbon walk' }) });
    renderCreator('/tour-maker/make?tab=import');
    chooseFile(new File([GPX], 'lisbon-walk.gpx', { type: 'application/gpx+xml' }));
    expect(await screen.findByText('lisbon-walk.gpx')).toBeInTheDocument();
    expect(screen.getByLabelText('Google Maps URL, tour share code or encoded tour')).toHaveAccessibleDescription(
      'The chosen file is imported instead of this text.',
    );
    submit('Import Tour');
    await screen.findByText('Playing tour g-1');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      userId: USER_ID,
      importData: GPX,
      fileName: 'lisbon-walk.gpx',
      language: 'en',
    });
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const calls = signedIn();
    renderCreator('/tour-maker/make?tab=import');
    const big = new File(['x'], 'huge-track.kml');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    chooseFile(big);
    await findAlert('huge-track.kml is larger than 5 MB. Choose a GPX or KML file of at most 5 MB.');
    submit('Import Tour');
    await findAlert('Please enter a Google Maps URL or tour share code');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('lets the chosen file be removed again, leaving the text to import', async () => {
    const calls = signedIn({ 'POST /api/tour-maker/import-tour': () => created({ id: 'g-2', name: 'PCH' }) });
    renderCreator('/tour-maker/make?tab=import');
    chooseFile(new File([GPX], 'walk.gpx'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove walk.gpx' }));
    expect(screen.getByLabelText('Choose a GPX or KML file')).toBeInTheDocument();
    type('Google Maps URL, tour share code or encoded tour', 'pacific-coast-highway');
    submit('Import Tour');
    await screen.findByText('Playing tour g-2');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      userId: USER_ID,
      importData: 'pacific-coast-highway',
      language: 'en',
    });
  });

  it('shows the tips about waypoints and editing', () => {
    signedIn();
    renderCreator('/tour-maker/make?tab=import');
    const tips = screen.getByRole('region', { name: 'Tips' });
    expect(tips).toHaveTextContent('Google Maps routes hold up to 10 waypoints.');
    expect(tips).toHaveTextContent('Imported tours are saved to your collection, and you can edit them.');
  });
});
