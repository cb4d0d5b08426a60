import { CONTACT_STATUSES, type ContactDetail, type ContactStatus } from '@trusthive/contracts';
import { QueuePage, StaffError, when } from '../queue/queue-page';
import { contactApi } from './contact-api';
import { DecideButton } from '../queue/decide-button';

const STATUS_LABELS: Record<ContactStatus, string> = {
  unhandled: 'Waiting',
  handled: 'Handled',
};

/** Contact messages (issue 18): the waiting ones by age, each read whole and marked handled. */
export default function ContactPage() {
  return (
    <QueuePage
      id="contact"
      title="Contact messages"
      statuses={CONTACT_STATUSES}
      statusLabels={STATUS_LABELS}
      waiting="unhandled"
      api={contactApi}
      items={{ one: 'message', many: 'messages' }}
      oldestWaiting={(since) => `; the oldest waiting message arrived ${since}`}
      columns={['From', 'Subject', 'Message']}
      cells={(item) => (
        <>
          <td>{item.name}</td>
          <td>{item.subject}</td>
          <td>{item.excerpt}</td>
        </>
      )}
      action={{ label: 'Read', target: (item) => `the message from ${item.name}` }}
      renderItem={(message) => <ContactMessage item={message} />}
    />
  );
}

function ContactMessage({ item }: { item: ContactDetail }) {
  const handle = contactApi.useDecide(item.id);
  return (
    <section className="staff-panel" aria-labelledby="contact-message-heading">
      <h2 id="contact-message-heading">
        {item.subject}, from {item.name}
      </h2>
      <p>
        <a href={`mailto:${item.email}`}>{item.email}</a> · {when(item.createdAt)}
      </p>
      <p className="staff-detail__text">{item.message}</p>
      <StaffError error={handle.error} />
      {item.handledAt ? (
        <p className="staff-notice" role="status">
          Handled by {item.handledBy ?? 'a staff member'} on {when(item.handledAt)}.
        </p>
      ) : (
        <DecideButton decide={handle} decision={{ outcome: 'handled' }}>
          Mark handled
        </DecideButton>
      )}
    </section>
  );
}
