import { Modal } from '../modal/modal';
import { settleConfirmation, type Confirmation } from './confirm-store';

export function ConfirmDialog({ request }: { request: Confirmation }) {
  return (
    <Modal
      title="Подтверждение"
      onClose={() => settleConfirmation(false)}
      footer={
        <>
          <button type="button" className="button" data-autofocus onClick={() => settleConfirmation(false)}>
            {request.cancelLabel}
          </button>
          <button type="button" className="button button--danger" onClick={() => settleConfirmation(true)}>
            {request.confirmLabel}
          </button>
        </>
      }
    >
      <p>{request.message}</p>
    </Modal>
  );
}
