import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@roamcast/shared/catalog/languages';
import { UpgradePrompt } from '../../../../components/upgrade-prompt';
import { tabStyles } from '../../../../components/ui/tab-styles';
import { useCreatorSave } from '../../hooks/creator-save';
import { DEFAULT_ASK_MODEL, useCreatorTab } from '../../hooks/creator-tab';
import { AskForm } from './ask-form';
import { CreatedNotice } from './created-notice';
import { creationProblem, creationRequest } from './creator-requests';
import { initialDrafts, type CreatorDrafts } from './creator-drafts';
import { CreatorMessages } from './creator-messages';
import { DeepDiveForm } from './deep-dive-form';
import { ImportForm } from './import-form';
import { SpecialtyForm } from './specialty-form';
import { WalkingIndoorForm } from './walking-indoor-form';

/** Create mode: the five ways to make a tour as tabs chosen by ?tab= (SPEC §2). */
export function CreatorTabs() {
  const { t, i18n } = useTranslation();
  const { tab, select } = useCreatorTab();
  const saving = useCreatorSave();
  // Every form keeps what was typed while the person looks at another tab.
  const [drafts, setDrafts] = useState<CreatorDrafts>(initialDrafts);
  const askValue = tab.form === 'ask' ? tab.value : `ask-${DEFAULT_ASK_MODEL}`;

  const formProps = <K extends keyof CreatorDrafts>(key: K) => ({
    draft: drafts[key],
    update: (change: (draft: CreatorDrafts[K]) => CreatorDrafts[K]) =>
      setDrafts((all) => ({ ...all, [key]: change(all[key]) })),
    pending: saving.pending,
    messages: <CreatorMessages problem={saving.problem} />,
    onSubmit: () => {
      const missing = creationProblem(tab, drafts);
      if (missing) saving.setProblem({ key: missing });
      else saving.save(creationRequest(tab, drafts, isLanguageCode(i18n.language) ? i18n.language : 'en'));
    },
  });

  const triggers = [
    { value: 'specialty', label: t('creator.tabs.specialty') },
    { value: askValue, label: t('creator.tabs.ask') },
    { value: 'deep-dive', label: t('creator.tabs.deepDive') },
    { value: 'walking-indoor', label: t('creator.tabs.walkingIndoor') },
    { value: 'import', label: t('creator.tabs.import') },
  ];

  if (saving.created) return <CreatedNotice tour={saving.created} />;

  return (
    <>
      <Tabs.Root
        // Radix writes dir="ltr" on its root unless told: Arabic tabs must run (and arrow) right to left.
        dir={i18n.dir()}
        value={tab.value}
        onValueChange={(value) => {
          // A message about one form means nothing on another.
          saving.setProblem(null);
          select(value);
        }}
      >
        <Tabs.List aria-label={t('creator.tabs.label')} className={tabStyles.list}>
          {triggers.map((trigger) => (
            <Tabs.Trigger key={trigger.value} value={trigger.value} className={tabStyles.trigger}>
              {trigger.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="specialty" className="pt-5">
          <SpecialtyForm {...formProps('specialty')} />
        </Tabs.Content>
        <Tabs.Content value={askValue} className="pt-5">
          <AskForm {...formProps('ask')} />
        </Tabs.Content>
        <Tabs.Content value="deep-dive" className="pt-5">
          <DeepDiveForm {...formProps('deepDive')} />
        </Tabs.Content>
        <Tabs.Content value="walking-indoor" className="pt-5">
          <WalkingIndoorForm {...formProps('walkingIndoor')} />
        </Tabs.Content>
        <Tabs.Content value="import" className="pt-5">
          <ImportForm {...formProps('import')} />
        </Tabs.Content>
      </Tabs.Root>
      {saving.limitTier && (
        <UpgradePrompt
          open
          onOpenChange={(open) => !open && saving.closeLimit()}
          tier={saving.limitTier}
          reason="tour"
          atTourLimit
        />
      )}
    </>
  );
}
