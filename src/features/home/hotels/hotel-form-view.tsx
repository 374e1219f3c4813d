import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { HotelInput } from '@/entities/hotels/schema';
import { Field } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast/toast-store';
import { clearDraft, readDraft, useDraftAutosave } from '@/shared/drafts/drafts';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { hotelCandidateFrom, sameHotelDraft, withRegion, type HotelDraft } from './hotel-draft';
import { HotelPlaceFields } from './hotel-place-fields';
import { validateHotel } from './hotel-validation';
import styles from './hotel-form.module.css';

type TextKey = 'hotel_name' | 'hotel_description' | 'services' | 'for_child' | 'resto' | 'google_maps' | 'deposit';

type HotelFormViewProps = {
  title: string;
  /** Which hotel is being edited, under the title. */
  subtitle?: string;
  submitLabel: string;
  /** With a `draftKey`, keep its identity between renders (a memo): the draft compares against it. */
  initialDraft: HotelDraft;
  /** Keeps what is typed across reloads under this key; the caller clears it once saved. */
  draftKey?: string;
  pending: boolean;
  onSave: (hotel: HotelInput) => void;
  onCancel: () => void;
};

/** The hotel form shared by create and edit: validates in SPEC.md §5 order, then hands over a clean hotel. */
export function HotelFormView(props: HotelFormViewProps) {
  const { title, subtitle, submitLabel, initialDraft, draftKey, pending, onSave, onCancel } = props;
  const titleId = useId();
  const [restoredDraft] = useState(() => (draftKey ? readDraft(draftKey, initialDraft) : undefined));
  const [draft, setDraft] = useState(restoredDraft ?? initialDraft);
  const [draftShown, setDraftShown] = useState(restoredDraft !== undefined);
  useDraftAutosave(draftKey ?? null, draft, initialDraft);
  useUnsavedChanges(!sameHotelDraft(draft, initialDraft));
  const discardDraft = () => {
    if (draftKey) clearDraft(draftKey);
    setDraft(initialDraft);
    setDraftShown(false);
  };
  const change = <Key extends keyof HotelDraft>(key: Key, value: HotelDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: TextKey) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(key, event.target.value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validateHotel(hotelCandidateFrom(draft));
    if (result.ok) onSave(result.hotel);
    else toast.error(result.message);
  };

  return (
    // noValidate: the rules and their messages are SPEC.md's toasts, not the browser's bubbles.
    <form className={`card form ${styles.form}`} aria-labelledby={titleId} noValidate onSubmit={submit}>
      <header>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className="hint">{subtitle}</p> : null}
        {draftShown ? <DraftNotice onDiscard={discardDraft} /> : null}
      </header>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Основное</legend>
        <div className={styles.grid}>
          <Field label="Название отеля">
            <input className="input" autoComplete="off" {...text('hotel_name')} />
          </Field>
          <HotelPlaceFields
            regionId={draft.region_id}
            beachId={draft.beach_id}
            onRegionChange={(regionId) => setDraft((current) => withRegion(current, regionId))}
            onBeachChange={(beachId) => change('beach_id', beachId)}
          />
          <Field label="Звёзды" hint="От 1 до 5">
            <input
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={5}
              step={1}
              value={draft.stars}
              onChange={(event) => change('stars', event.target.value)}
            />
          </Field>
          <Field label="Рекомендуемый">
            <select className="input" value={draft.recommend_list} onChange={(event) => change('recommend_list', event.target.value)}>
              <option value="0">Нет</option>
              <option value="1">Да</option>
            </select>
          </Field>
          <Field label="Депозит" hint="Необязательно">
            <input className="input" autoComplete="off" {...text('deposit')} />
          </Field>
          <div className={styles.wide}>
            <Field label="Ссылка на Google Maps">
              <input className="input" type="url" inputMode="url" placeholder="https://maps.google.com/…" {...text('google_maps')} />
            </Field>
          </div>
          <label className={`checkbox ${styles.wide}`}>
            <input type="checkbox" checked={draft.is_active} onChange={(event) => change('is_active', event.target.checked)} />
            Активен
          </label>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Об отеле</legend>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <Field label="Описание">
              <textarea className="input" rows={4} {...text('hotel_description')} />
            </Field>
          </div>
          <Field label="Услуги">
            <textarea className="input" rows={3} {...text('services')} />
          </Field>
          <Field label="Для детей">
            <textarea className="input" rows={3} {...text('for_child')} />
          </Field>
          <div className={styles.wide}>
            <Field label="Рестораны">
              <textarea className="input" rows={3} {...text('resto')} />
            </Field>
          </div>
        </div>
      </fieldset>

      <div className={`form-actions ${styles.actions}`}>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </form>
  );
}
