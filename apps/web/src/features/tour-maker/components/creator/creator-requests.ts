import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { createAskTour } from '../../api/create-ask-tour';
import { createDeepDiveTour } from '../../api/create-deep-dive-tour';
import { createImportTour } from '../../api/create-import-tour';
import { createSpecialtyTour } from '../../api/create-specialty-tour';
import { createWalkingIndoorTour } from '../../api/create-walking-indoor-tour';
import type { SaveRequest } from '../../hooks/creator-save';
import type { CreatorTab } from '../../hooks/creator-tab';
import { missingFields, optionalText, placeFields, themeText, type CreatorDrafts } from './creator-drafts';

type CreateRequest = Extract<SaveRequest, { mode: 'create' }>;

/** The active tab's endpoint and body (SPEC §4, §7), written in the UI language. Drafts are already checked. */
export function creationRequest(tab: CreatorTab, drafts: CreatorDrafts, language: LanguageCode): CreateRequest {
  const send = (call: (userId: string) => ReturnType<CreateRequest['send']>): CreateRequest => ({
    mode: 'create',
    send: call,
  });
  switch (tab.form) {
    case 'specialty': {
      const d = drafts.specialty;
      return send((userId) =>
        createSpecialtyTour({
          userId,
          name: d.name.trim(),
          ...placeFields(d.location),
          theme: themeText(d.theme),
          focus: optionalText(d.focus),
          narrationDuration: d.minutes,
          language,
        }),
      );
    }
    case 'ask': {
      const d = drafts.ask;
      return send((userId) =>
        createAskTour(tab.model, {
          userId,
          ...placeFields(d.location),
          prompt: d.prompt.trim(),
          narrationDuration: d.minutes,
          language,
        }),
      );
    }
    case 'deep-dive': {
      const d = drafts.deepDive;
      return send((userId) =>
        createDeepDiveTour({
          userId,
          placeOrTopic: d.placeOrTopic.trim(),
          detailedPrompt: d.detailedPrompt.trim(),
          length: d.length,
          language,
        }),
      );
    }
    case 'walking-indoor': {
      const d = drafts.walkingIndoor;
      return send((userId) =>
        createWalkingIndoorTour({
          userId,
          name: d.name.trim(),
          ...placeFields(d.location),
          description: optionalText(d.description),
          // GPS tracking belongs to walks; inside a venue there is nothing to track.
          useGPS: d.type === 'walking' && d.useGPS,
          type: d.type,
          language,
        }),
      );
    }
    case 'import': {
      const d = drafts.import;
      // A chosen file wins over the text field: it is what the person picked last on purpose.
      return send((userId) =>
        createImportTour(
          d.file
            ? { userId, importData: d.file.text, fileName: d.file.name, language }
            : { userId, importData: d.text.trim(), language },
        ),
      );
    }
  }
}

/** SPEC §5's message for the active form, or null when it is complete. */
export function creationProblem(tab: CreatorTab, drafts: CreatorDrafts): string | null {
  switch (tab.form) {
    case 'specialty':
      return missingFields.specialty(drafts.specialty);
    case 'ask':
      return missingFields.ask(drafts.ask);
    case 'deep-dive':
      return missingFields.deepDive(drafts.deepDive);
    case 'walking-indoor':
      return missingFields.walkingIndoor(drafts.walkingIndoor);
    case 'import':
      return missingFields.import(drafts.import);
  }
}
