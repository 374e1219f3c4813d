import { Modal } from '@/shared/ui/modal/modal';

type ExitConfirmationProps = { onCancel: () => void; onConfirm: () => void };

export function ExitConfirmation({ onCancel, onConfirm }: ExitConfirmationProps) {
  return (
    <Modal
      title="Закрыть панель?"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" data-autofocus onClick={onCancel}>
            Отмена
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            Всё равно закрыть
          </button>
        </>
      }
    >
      <p>Вы действительно хотите выйти из панели администратора?</p>
    </Modal>
  );
}
