import FileText from 'lucide-react/icons/file-text';
import Upload from 'lucide-react/icons/upload';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { useMounted } from '../browser/useMounted';
import { formatFileSize } from '../i18n/intlFormat';
import { useI18n } from '../i18n/I18nProvider';
import type { ControlProps } from './FormField';
import { cvProblem, type FieldErrorCode } from '../submissions/fields';

const accept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface CvInputProps {
  control: ControlProps;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  onRefuse: (code: FieldErrorCode) => void;
}

/**
 * The CV picker: a file that is too large (or of the wrong type) is refused at once and not kept; the
 * chosen file shows with its size (bytes, kB or MB, in the page's language) and can be removed before sending. Without JavaScript it is a
 * plain required file input.
 */
export function CvInput({ control, file, onChange, onRefuse }: CvInputProps) {
  const { t, locale } = useI18n();
  const mounted = useMounted();
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | undefined) => {
    const problem = chosen && cvProblem(chosen);
    if (problem) {
      if (input.current) input.current.value = '';
      onChange(undefined);
      onRefuse(problem);
      return;
    }
    onChange(chosen);
  };

  // A file chosen before the scripts ran is in the input but not in state: take it over (and check it).
  const adopted = useRef(false);
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (!mounted || adopted.current || !early) return;
    adopted.current = true;
    if (!file) choose(early);
  });

  const remove = () => {
    if (input.current) input.current.value = '';
    onChange(undefined);
    input.current?.focus();
  };

  return (
    <div className={mounted ? 'cv-input cv-input--enhanced' : 'cv-input'}>
      <input
        {...control}
        ref={input}
        type="file"
        name="cv"
        accept={accept}
        required
        className={mounted ? 'visually-hidden cv-input__native' : 'cv-input__native'}
        onChange={(event) => {
          choose(event.target.files?.[0]);
        }}
      />
      {mounted && (
        <div className="cv-input__row">
          <label htmlFor={control.id} className="button button--secondary cv-input__choose">
            <Upload aria-hidden="true" size={18} />
            {t('forms.cv.choose')}
          </label>
          {file ? (
            <span className="cv-input__file" data-testid="cv-selected">
              <FileText aria-hidden="true" size={18} />
              {t('forms.cv.selected', { name: file.name, size: formatFileSize(file.size, locale) })}
              <button
                type="button"
                className="icon-button cv-input__remove"
                onClick={remove}
                aria-label={t('forms.cv.remove')}
                title={t('forms.cv.remove')}
              >
                <X aria-hidden="true" size={18} />
              </button>
            </span>
          ) : (
            <span className="cv-input__none">{t('forms.cv.none')}</span>
          )}
        </div>
      )}
    </div>
  );
}
