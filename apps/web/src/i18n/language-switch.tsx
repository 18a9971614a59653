import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@khatabill/domain';
import { useStore } from '@nanostores/react';
import { SegmentedChoice } from '../components/ui/segmented-choice';
import { languageMessages } from './common-messages';
import { chooseLanguage, locale } from './locale';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

type LanguageSwitchProps = {
  /** Also keeps the choice elsewhere (the shop's language, once signed in). */
  onChosen?: (language: Language) => void;
};

/** English | हिन्दी, each named in itself so that a reader of either finds it. */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps) {
  const t = useStore(languageMessages);
  const language = useStore(locale);
  return (
    <SegmentedChoice
      legend={t.legend}
      options={OPTIONS}
      value={language}
      onChange={(next) => {
        chooseLanguage(next);
        onChosen?.(next);
      }}
    />
  );
}
