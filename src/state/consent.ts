import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { asConsentChoice, type ConsentChoice } from './consentChoice';
import { readStored, storageKeys, writeStored } from './storage';

export { consentChoiceAttribute, consentChoices, consentPendingClass, type ConsentChoice } from './consentChoice';

/** undefined until read after hydration: the prerendered markup cannot know what the browser stored. */
const consentAtom = atom<ConsentChoice | null | undefined>(undefined);
/** Set by the footer's "Cookie settings" link so a choice can be changed as easily as it was given. */
const consentBannerRequestedAtom = atom(false);

export function useConsent(): {
  choice: ConsentChoice | null | undefined;
  bannerOpen: boolean;
  choose: (choice: ConsentChoice) => void;
} {
  const [choice, setChoice] = useAtom(consentAtom);
  const [requested, setRequested] = useAtom(consentBannerRequestedAtom);

  useEffect(() => {
    if (choice !== undefined) return;
    setChoice(asConsentChoice(readStored(storageKeys.consent)));
  }, [choice, setChoice]);

  const choose = useCallback(
    (next: ConsentChoice) => {
      writeStored(storageKeys.consent, next);
      setChoice(next);
      setRequested(false);
    },
    [setChoice, setRequested],
  );

  return { choice, bannerOpen: choice === null || (choice !== undefined && requested), choose };
}

/**
 * The footer's "Cookie settings": it only asks for the banner, so it does not read the choice (reading
 * it would re-render the footer when the stored choice is loaded after hydration).
 */
export function useReopenConsent(): () => void {
  const setRequested = useSetAtom(consentBannerRequestedAtom);
  return useCallback(() => setRequested(true), [setRequested]);
}
