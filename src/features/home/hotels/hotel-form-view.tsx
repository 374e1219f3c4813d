import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import type { Hotel, HotelInput } from '@/entities/hotels/schema';
import { ACTIVE_STATE_TEXT, StarPicker } from '@/features/hotels';
import { ChangedElsewhereNotice } from '@/shared/concurrent-edits/changed-elsewhere-notice';
import { useConcurrentEdit } from '@/shared/concurrent-edits/use-concurrent-edit';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { revealFocusedField } from '@/shared/layout/form-focus';
import { Field } from '@/shared/ui/field';
import { Switch } from '@/shared/ui/switch';
import { useFieldError } from '@/shared/ui/use-field-error';
import { toast } from '@/shared/ui/toast/toast-store';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { describeHotelValue } from './describe-hotel-value';
import { hotelCandidateFrom, hotelDraftFrom, withRegion, type HotelDraft, type HotelTextField } from './hotel-draft';
import { HOTEL_LABELS, type HotelFieldName } from './hotel-fields';
import { HotelPlaceFields } from './hotel-place-fields';
import { validateHotel } from './hotel-validation';
import stickyActions from '@/shared/ui/sticky-actions.module.css';
import styles from './hotel-form.module.css';

type HotelFormViewProps = {
  title: string;
  /** Which hotel is being edited, under the title. */
  subtitle?: string;
  submitLabel: string;
  /** What the form opens with; keep its identity between renders: typing is told from it. */
  initialDraft: HotelDraft;
  /** Keeps what is typed across reloads under this key; the caller clears it once saved. */
  draftKey?: string;
  pending: boolean;
  /** Saves the hotel; `kept` names another admin's changes that the save keeps, if any. */
  onSave: (hotel: HotelInput, kept?: string) => void;
  onCancel: () => void;
  /** An edit: the hotel as cached now, and how to ask the server for its current version. */
  edited?: { live: Hotel | null | undefined; loadServer: () => Promise<Hotel | null | undefined> };
};

const RECOMMENDED_STATE_TEXT = { on: 'Рекомендуемый', off: 'Не рекомендуемый' } as const;

/** The picker's count from the draft's text: none for an empty or out-of-range one, which rule 3 refuses. */
function starsOf(text: string): number | null {
  const stars = Number(text);
  return text !== '' && Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
}

/** The hotel form shared by create and edit: validates in the rules' order, then hands over a clean hotel. */
export function HotelFormView(props: HotelFormViewProps) {
  const { title, subtitle, submitLabel, initialDraft, draftKey, pending, onSave, onCancel, edited } = props;
  const titleId = useId();
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(...(subtitle ? [subtitle] : []), title));
  const errors = useFieldError<HotelFieldName>();
  const form = useFormDraft(draftKey ?? null, initialDraft);
  const { values: draft, setValues: setDraft, restored, discardDraft } = form;
  const queryClient = useQueryClient();
  const concurrent = useConcurrentEdit({
    opened: form.opened,
    values: draft,
    live: edited?.live,
    fromItem: hotelDraftFrom,
    rebase: (hotel: Hotel, values: HotelDraft) => form.rebase(hotelDraftFrom(hotel), values),
    loadServer: edited?.loadServer ?? (() => Promise.resolve(undefined)),
    texts: {
      changedByAnother: 'Отель изменён другим администратором',
      labels: HOTEL_LABELS,
      describe: (name, value) => describeHotelValue(queryClient, name, value),
    },
  });
  const busy = pending || concurrent.checking;
  const nameRef = useRef<HTMLInputElement>(null);
  const startOver = () => {
    discardDraft();
    errors.clear();
    // The notice and its button go: the admin starts over from the first field.
    nameRef.current?.focus();
  };
  const change = <Key extends keyof HotelDraft>(key: Key, value: HotelDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    errors.clear(key);
  };
  const text = (key: HotelTextField) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change(key, event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // An edit is laid over the hotel's current version first, so another admin's changes stay.
    const checked = edited ? await concurrent.checkBeforeSave() : { values: draft, kept: undefined };
    if (!checked) return;
    const result = validateHotel(hotelCandidateFrom(checked.values));
    if (result.ok) {
      errors.clear();
      onSave(result.hotel, checked.kept);
    } else {
      // The toast of the first rule broken; every field to fix marked and explained, that rule's focused.
      toast.error(result.message);
      errors.refuseAll(result.failures);
    }
  };

  return (
    // noValidate: the rules and their messages are the product's toasts, not the browser's bubbles.
    <form
      className={`card form ${styles.form}`}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={revealFocusedField}
    >
      <header>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className="hint">{subtitle}</p> : null}
        <p className="hint">* — обязательные поля</p>
        {restored ? <DraftNotice onDiscard={startOver} /> : null}
        {concurrent.changedElsewhere && !busy ? <ChangedElsewhereNotice onLoad={concurrent.loadChanges} /> : null}
      </header>
      {concurrent.question}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Основное</legend>
        <div className={styles.grid}>
          <Field label={HOTEL_LABELS.hotel_name} required error={errors.errorOf('hotel_name')}>
            <input ref={nameRef} className="input" autoComplete="off" {...text('hotel_name')} />
          </Field>
          <HotelPlaceFields
            regionId={draft.region_id}
            beachId={draft.beach_id}
            regionError={errors.errorOf('region_id')}
            onRegionChange={(regionId) => {
              setDraft((current) => withRegion(current, regionId));
              errors.clear('region_id');
            }}
            onBeachChange={(beachId) => change('beach_id', beachId)}
          />
          <StarPicker
            label={HOTEL_LABELS.stars}
            required
            value={starsOf(draft.stars)}
            onChange={(stars) => change('stars', String(stars))}
            error={errors.errorOf('stars')}
          />
          <Field label={HOTEL_LABELS.deposit} hint="Необязательно">
            <input className="input" autoComplete="off" {...text('deposit')} />
          </Field>
          <div className={styles.wide}>
            <Field label={HOTEL_LABELS.google_maps} required error={errors.errorOf('google_maps')}>
              <input className="input" type="url" inputMode="url" placeholder="https://maps.google.com/…" {...text('google_maps')} />
            </Field>
          </div>
          <div className={`${styles.wide} ${styles.switches}`}>
            <div className="field">
              <Switch
                stateText={RECOMMENDED_STATE_TEXT}
                // recommend_list stays 0 or 1; a draft holding anything else shows off and is refused.
                checked={draft.recommend_list === '1'}
                onChange={(recommended) => change('recommend_list', recommended ? '1' : '0')}
                error={errors.errorOf('recommend_list')}
              />
            </div>
            <div className="field">
              <Switch
                stateText={ACTIVE_STATE_TEXT}
                checked={draft.is_active}
                onChange={(active) => change('is_active', active)}
                error={errors.errorOf('is_active')}
              />
            </div>
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Об отеле</legend>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <Field label={HOTEL_LABELS.hotel_description} required error={errors.errorOf('hotel_description')}>
              <textarea className="input" rows={4} {...text('hotel_description')} />
            </Field>
          </div>
          <Field label={HOTEL_LABELS.services} required error={errors.errorOf('services')}>
            <textarea className="input" rows={3} {...text('services')} />
          </Field>
          <Field label={HOTEL_LABELS.for_child} required error={errors.errorOf('for_child')}>
            <textarea className="input" rows={3} {...text('for_child')} />
          </Field>
          <div className={styles.wide}>
            <Field label={HOTEL_LABELS.resto} required error={errors.errorOf('resto')}>
              <textarea className="input" rows={3} {...text('resto')} />
            </Field>
          </div>
        </div>
      </fieldset>

      <div className={`form-actions ${styles.actions} ${stickyActions.sticky}`}>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </form>
  );
}
