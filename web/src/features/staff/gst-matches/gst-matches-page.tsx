import {
  GST_MATCH_BASIS_TEXT,
  GST_MATCH_STATUSES,
  type GstMatchDetail,
  type GstMatchStatus,
} from '@trusthive/contracts';
import { QueuePage, StaffError, when } from '../queue/queue-page';
import { DecideButton } from '../queue/decide-button';
import { gstMatchesApi } from './gst-matches-api';

const STATUS_LABELS: Record<GstMatchStatus, string> = {
  pending: 'Waiting',
  confirmed: 'Confirmed',
  undone: 'Undone',
};

/**
 * GST matches (issue 40): GST registrations the written rule matched to a company, GSTN's
 * names beside the company's, each confirmed or undone once.
 */
export default function GstMatchesPage() {
  return (
    <QueuePage
      id="gst-matches"
      title="GST matches"
      statuses={GST_MATCH_STATUSES}
      statusLabels={STATUS_LABELS}
      waiting="pending"
      api={gstMatchesApi}
      items={{ one: 'match', many: 'matches' }}
      oldestWaiting={(since) => `; the oldest waiting match was made ${since}`}
      columns={['GSTN’s legal name', 'Company', 'Basis']}
      cells={(item) => (
        <>
          <td>
            {item.legalName} ({item.state ?? 'state not given'})
          </td>
          <td>
            {item.company.name} ({item.company.state ?? 'state not on record'})
          </td>
          <td>{GST_MATCH_BASIS_TEXT[item.basis]}</td>
        </>
      )}
      action={{ label: 'Review', target: (item) => `the match of ${item.legalName}` }}
      renderItem={(match) => <GstMatch item={match} />}
    />
  );
}

function GstMatch({ item }: { item: GstMatchDetail }) {
  const decide = gstMatchesApi.useDecide(item.id);
  return (
    <section className="staff-panel" aria-labelledby="gst-match-heading">
      <h2 id="gst-match-heading">
        {item.legalName} → {item.company.name}
      </h2>
      <dl className="staff-detail">
        <dt>GSTIN</dt>
        <dd>{item.gstin}</dd>
        <dt>GSTN’s legal name</dt>
        <dd>{item.legalName}</dd>
        {item.tradeName ? (
          <>
            <dt>Trade name</dt>
            <dd>{item.tradeName}</dd>
          </>
        ) : null}
        <dt>GSTN’s status and state</dt>
        <dd>
          {item.gstStatus}, {item.state ?? 'state not given'}
        </dd>
        <dt>Company</dt>
        <dd>
          <a href={`/company/${item.company.id}`}>{item.company.name}</a>
          {item.cin ? `, CIN ${item.cin}` : ''}, {item.company.state ?? 'state not on record'}
        </dd>
        <dt>Basis</dt>
        <dd>{GST_MATCH_BASIS_TEXT[item.basis]}</dd>
        <dt>Source</dt>
        <dd>
          {item.standIn ? 'A stand-in for the GST network, not GSTN' : 'GST network'}, fetched{' '}
          {when(item.fetchedAt)}
        </dd>
      </dl>
      <StaffError error={decide.error} />
      {item.status === 'pending' ? (
        <div className="staff-decision">
          <DecideButton decide={decide} decision={{ outcome: 'confirm' }}>
            Confirm the match
          </DecideButton>
          <DecideButton decide={decide} decision={{ outcome: 'undo' }}>
            Undo the match
          </DecideButton>
        </div>
      ) : (
        <p className="staff-notice" role="status">
          {item.status === 'confirmed' ? 'Confirmed' : 'Undone'} by{' '}
          {item.decidedBy ?? 'a staff member'}
          {item.decidedAt ? ` on ${when(item.decidedAt)}` : ''}.
        </p>
      )}
    </section>
  );
}
