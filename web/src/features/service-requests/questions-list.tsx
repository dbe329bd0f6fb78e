import { Link } from 'react-router';
import { Loading } from '../../components/loading';
import { useMyQuestionsQuery } from '../../generated/graphql';
import { PagedList, type PagedSearch, usePagedSearch } from '../../ui/paged-list/paged-list';
import { REQUEST_MESSAGES } from './messages';
import { QuestionItem } from './question-row';
import { PAGE_SIZE } from './smo-filters';

/** Where an owner asks a vet a question. */
export const ASK_QUESTION_PAGE = '/talk-to-a-vet/order';

/**
 * The owner's questions, newest first, in pages of 10; with none, 'No Questions Found' and the
 * link to ask one.
 */
export function QuestionsList() {
  const { search, pages, setPages } = usePagedSearch<Record<string, never>>({});
  // The first page decides between the list and the empty state; PagedList's first page is the
  // same query, answered from urql's cache.
  const first = useQuestionsPage(search, { limit: PAGE_SIZE, offset: 0 });
  if (first.rows === undefined) {
    if (first.error) return <p role="alert">{REQUEST_MESSAGES.failed}</p>;
    return <Loading />;
  }
  if (first.rows.length === 0) {
    return (
      <div className="requests-empty">
        <p>{REQUEST_MESSAGES.questionsEmpty}</p>
        <Link className="button button-primary" to={ASK_QUESTION_PAGE}>
          {REQUEST_MESSAGES.askQuestion}
        </Link>
      </div>
    );
  }
  return (
    <PagedList
      search={search}
      pages={pages}
      onPages={setPages}
      pageSize={PAGE_SIZE}
      usePage={useQuestionsPage}
      rowKey={(row) => row.id}
      renderRow={(row) => <QuestionItem question={row} />}
      texts={{ empty: REQUEST_MESSAGES.questionsEmpty, failed: REQUEST_MESSAGES.failed }}
      pageLabel={(from, to) => `Questions ${String(from)} to ${String(to)}`}
      listClassName="requests-page"
    />
  );
}

/** One page of the owner's questions (the data service's permission keeps them the owner's). */
function useQuestionsPage(_search: PagedSearch<unknown>, page: { limit: number; offset: number }) {
  const [{ data, fetching, error }] = useMyQuestionsQuery({
    variables: page,
    requestPolicy: 'cache-and-network',
  });
  return { rows: data?.service_requests, fetching, error };
}
