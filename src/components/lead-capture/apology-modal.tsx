'use client'

import { Modal } from '@/components/ui/modal'

/** The generic error modal, 'We apologize!' plus each message. */
export function ApologyModal({
  messages,
  onClose,
  texts,
}: {
  messages: string[]
  onClose: () => void
  texts: { title: string; close: string }
}) {
  return (
    <Modal open={messages.length > 0} onClose={onClose} title={texts.title} closeLabel={texts.close} testId="apology-modal">
      {messages.length === 1 ? (
        <p className="apology-modal__message">{messages[0]}</p>
      ) : (
        <ul className="apology-modal__list">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary button--block" onClick={onClose} data-autofocus>
        {texts.close}
      </button>
    </Modal>
  )
}
