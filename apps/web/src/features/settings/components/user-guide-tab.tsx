import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEEP_DIVE_LENGTHS } from '@roamcast/shared/catalog/constants';
import { currentLanguage } from '../../../lib/i18n';

const SECTIONS = ['voiceCommands', 'howItWorks', 'troubleshooting', 'whitePaper'] as const;

function GuideSection({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Accordion.Item value={id} className="border-b border-white/10">
      <Accordion.Header>
        <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 py-3 text-start text-base font-semibold">
          {t(`guide.${id}.title`)}
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="pb-4 leading-relaxed text-zinc-200">{children}</Accordion.Content>
    </Accordion.Item>
  );
}

/** SPEC §1: the help also describes Deep Dive; its lengths are the creator's own. */
function DeepDiveGuide() {
  const { t } = useTranslation();
  const minutes = {
    short: DEEP_DIVE_LENGTHS.short.minutes,
    medium: DEEP_DIVE_LENGTHS.medium.minutes,
    long: DEEP_DIVE_LENGTHS.long.minutes,
  };
  const items = t('guide.howItWorks.deepDive', { returnObjects: true, ...minutes }) as unknown as string[];
  return (
    <>
      <h4 className="mt-4 mb-2 font-semibold text-white">{t('guide.howItWorks.deepDiveTitle')}</h4>
      <ul className="list-disc space-y-2 ps-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The in-app guide: Voice Commands, How It Works, Troubleshooting, Technology White Paper, About. */
export function UserGuideTab() {
  const { t } = useTranslation();
  const list = (id: string) => t(`guide.${id}.items`, { returnObjects: true }) as unknown as string[];
  return (
    <Accordion.Root type="single" collapsible>
      {SECTIONS.map((id) => (
        <GuideSection key={id} id={id}>
          {id === 'voiceCommands' && <p className="mb-3">{t('guide.voiceCommands.intro')}</p>}
          {id === 'voiceCommands' && currentLanguage() !== 'en' && (
            <p className="mb-3 font-medium text-white">{t('guide.voiceCommands.englishOnly')}</p>
          )}
          <ul className="list-disc space-y-2 ps-5">
            {list(id).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {id === 'howItWorks' && <DeepDiveGuide />}
        </GuideSection>
      ))}
      <GuideSection id="about">
        <p className="font-semibold text-white">{t('guide.about.version')}</p>
        <p className="mt-2">{t('guide.about.text')}</p>
      </GuideSection>
    </Accordion.Root>
  );
}
