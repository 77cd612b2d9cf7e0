/** The list of keyboard shortcuts, in a modal dialog (focus stays inside; Escape closes it). */
import Keyboard from 'lucide-react/icons/keyboard';
import X from 'lucide-react/icons/x';
import { forwardRef } from 'react';
import type { MessageKey } from '../../i18n/dictionary';
import { useI18n } from '../../i18n/I18nProvider';
import './ShortcutsDialog.css';

type KeyName = 'space' | 'enter' | 'escape' | 'pageUp' | 'pageDown';
/** Keys as printed on the keyboard; the named keys (space, enter, escape, page up and down) in the page's language. */
const shortcuts: readonly { keys: readonly string[]; action: MessageKey }[] = [
  { keys: ['1', '2', '3', '4'], action: 'globeDemo.shortcuts.actions.choose' },
  { keys: ['P'], action: 'globeDemo.shortcuts.actions.present' },
  { keys: ['enter'], action: 'globeDemo.shortcuts.actions.presentTile' },
  { keys: ['←', '→'], action: 'globeDemo.shortcuts.actions.step' },
  { keys: ['pageUp', 'pageDown'], action: 'globeDemo.shortcuts.actions.clicker' },
  { keys: ['B', '.'], action: 'globeDemo.shortcuts.actions.blank' },
  { keys: ['space'], action: 'globeDemo.shortcuts.actions.pause' },
  { keys: ['R'], action: 'globeDemo.shortcuts.actions.reset' },
  { keys: ['F'], action: 'globeDemo.shortcuts.actions.fullscreen' },
  { keys: ['escape'], action: 'globeDemo.shortcuts.actions.leave' },
  { keys: ['?'], action: 'globeDemo.shortcuts.actions.help' },
];
const namedKeys = new Set<string>(['space', 'enter', 'escape', 'pageUp', 'pageDown']);

export const ShortcutsDialog = forwardRef<HTMLDialogElement>(function ShortcutsDialog(_props, ref) {
  const { t } = useI18n();
  const close = (event: React.MouseEvent<HTMLButtonElement>): void => event.currentTarget.closest('dialog')?.close();
  return (
    <dialog
      ref={ref}
      className="shortcuts-dialog surface"
      aria-labelledby="shortcuts-heading"
      data-testid="shortcuts-dialog"
    >
      <div className="shortcuts-dialog__head">
        <h2 id="shortcuts-heading">
          <Keyboard aria-hidden="true" size={20} />
          {t('globeDemo.shortcuts.heading')}
        </h2>
        <button
          type="button"
          className="button button--secondary button--icon"
          onClick={close}
          aria-label={t('globeDemo.shortcuts.close')}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      <dl className="shortcuts-dialog__list">
        {shortcuts.map(({ keys, action }) => (
          <div key={action}>
            <dt>
              {keys.map((key) => (
                <kbd key={key}>{namedKeys.has(key) ? t(`globeDemo.shortcuts.keyNames.${key as KeyName}`) : key}</kbd>
              ))}
            </dt>
            <dd>{t(action)}</dd>
          </div>
        ))}
      </dl>
    </dialog>
  );
});
