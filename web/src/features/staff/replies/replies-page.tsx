import { REPLY_STATUSES, type ReplyDetail, type ReplyStatus } from '@trusthive/contracts';
import { DecisionPanel } from '../queue/decision-panel';
import { QueuePage, when } from '../queue/queue-page';
import { repliesApi } from './replies-api';

const STATUS_LABELS: Record<ReplyStatus, string> = {
  pending: 'Pending',
  published: 'Published',
  declined: 'Declined',
};

/** The replies queue (issue 19): owners' replies to upheld reports, checked before they show. */
export default function RepliesPage() {
  return (
    <QueuePage
      id="replies"
      title="Owner replies"
      statuses={REPLY_STATUSES}
      statusLabels={STATUS_LABELS}
      waiting="pending"
      api={repliesApi}
      items={{ one: 'reply', many: 'replies' }}
      oldestWaiting={(since) => `; the oldest pending reply is waiting since ${since}`}
      columns={['Company', 'Report']}
      cells={(item) => (
        <>
          <td>{item.companyName}</td>
          <td>{item.reportSummary}</td>
        </>
      )}
      action={{ label: 'Review', target: (item) => `the reply of ${item.companyName}` }}
      renderItem={(reply) => <ReplyDecisionPanel reply={reply} />}
    />
  );
}

function ReplyDecisionPanel({ reply }: { reply: ReplyDetail }) {
  const decide = repliesApi.useDecide(reply.id);
  return (
    <DecisionPanel
      headingId="reply-review-heading"
      heading={`Reply of ${reply.companyName}`}
      details={
        <>
          <dt>Upheld report (public summary)</dt>
          <dd>{reply.reportSummary}</dd>
          <dt>Reply</dt>
          <dd className="staff-detail__text" data-testid="reply-body">
            {reply.body}
          </dd>
          <dt>Sent by</dt>
          <dd>{reply.ownerEmail}</dd>
          <dt>Received</dt>
          <dd>{when(reply.createdAt)}</dd>
        </>
      }
      companyId={reply.companyId}
      decision={reply.decision}
      decidedLabel={STATUS_LABELS[reply.status]}
      accept={{ label: 'Publish reply', outcome: 'publish' }}
      decline={{ label: 'Decline reply', hint: 'Sent to the owner; never shown publicly.' }}
      decide={decide}
    />
  );
}
