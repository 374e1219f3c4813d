import { Modal } from '../modal/modal';
import { settleConfirmation, usePendingConfirmation } from './confirm-store';

export function ConfirmHost() {
  const request = usePendingConfirmation();
  if (!request) return null;
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
