import { Modal } from '@/shared/ui/modal/modal';
import styles from './conflict-question.module.css';

/** One field both admins changed, as the question shows it. */
export type ConflictingField = { label: string; mine: string; theirs: string };

export type ConflictChoice = 'mine' | 'theirs';

type ConflictQuestionProps = {
  title: string;
  fields: readonly ConflictingField[];
  /** The admin's answer; none when the question is closed unanswered, and then nothing is saved. */
  onAnswer: (choice: ConflictChoice | undefined) => void;
};

/** Asks which version of the fields both admins changed to save: nothing is written until answered. */
export function ConflictQuestion({ title, fields, onAnswer }: ConflictQuestionProps) {
  return (
    <Modal
      title={title}
      size="large"
      onClose={() => onAnswer(undefined)}
      footer={
        <>
          <button type="button" className="button" onClick={() => onAnswer('theirs')}>
            Взять их
          </button>
          <button type="button" className="button button--primary" data-autofocus onClick={() => onAnswer('mine')}>
            Оставить моё
          </button>
        </>
      }
    >
      <p>Пока вы редактировали, другой администратор изменил те же поля. Какой вариант сохранить?</p>
      {fields.map((field) => (
        <section key={field.label} className={styles.field} aria-label={field.label}>
          <h3 className={styles.label}>{field.label}</h3>
          <dl className={styles.versions}>
            <div>
              <dt>Ваш вариант</dt>
              <dd className={styles.value}>{field.mine}</dd>
            </div>
            <div>
              <dt>Вариант другого администратора</dt>
              <dd className={styles.value}>{field.theirs}</dd>
            </div>
          </dl>
        </section>
      ))}
    </Modal>
  );
}
