// 'How matching works' (/manager/matching), the match model in use: each weight next to its default,
// where it comes from, when it was learned and on how many outcomes (docs/decisions/018-match-score.md, "Training").
import { useQuery } from '@tanstack/react-query';
import { MATCH_FEATURE_LABELS, MATCH_MODEL_MESSAGES } from '../../../shared/marketplace/match-model-messages';
import type { MatchModelView } from '../../../shared/schemas/responses/match-model';
import { formatMediumDateTime } from '../../../shared/time-format';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { StateMessage } from '../../components/ui/state-message';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

const weight = (n: number) => n.toFixed(2);

function Source({ model }: { model: MatchModelView }) {
  const text =
    model.source === 'learned' && model.trainedAt
      ? MATCH_MODEL_MESSAGES.learned(model.sampleSize, model.positives, formatMediumDateTime(model.trainedAt))
      : MATCH_MODEL_MESSAGES.defaults(model.learnAfterOutcomes);
  return (
    <Card>
      <CardHeader>
        <p className="text-sm text-slate-600">Weights in use</p>
        <p className="text-2xl font-bold text-slate-900" data-testid="match-model-source">
          {model.source === 'learned' ? 'Learned' : 'Default'}
        </p>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">
        <p>{text}</p>
        <p className="text-slate-600">{MATCH_MODEL_MESSAGES.training}</p>
      </CardContent>
    </Card>
  );
}

function Weights({ model }: { model: MatchModelView }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Weights of the match model in use, next to the defaults</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Feature
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              In use
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Default
            </th>
          </tr>
        </thead>
        <tbody>
          {model.weights.map((w) => (
            <tr key={w.name} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                {MATCH_FEATURE_LABELS[w.name]}
              </th>
              <td className="py-2 pr-4 text-right font-mono tabular-nums">{weight(w.weight)}</td>
              <td className="py-2 text-right font-mono tabular-nums text-slate-600">
                {weight(w.defaultWeight)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-4 font-normal text-slate-600">
              Constant (bias)
            </th>
            <td className="py-2 pr-4 text-right font-mono tabular-nums">{weight(model.bias.weight)}</td>
            <td className="py-2 text-right font-mono tabular-nums text-slate-600">
              {weight(model.bias.defaultWeight)}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export default function MatchModelPage() {
  usePageMeta(MATCH_MODEL_MESSAGES.pageTitle, 'The match model in use, its weights next to the defaults.');
  const { user, isLoading } = useSession();
  const manager = user?.userType === 'manager';
  const query = useQuery({
    queryKey: ['matching', 'model'],
    queryFn: ({ signal }) => api<MatchModelView>('/matching/model', { signal }),
    enabled: manager,
  });
  return (
    <PageContainer className="space-y-6">
      <PageHeading>{MATCH_MODEL_MESSAGES.pageTitle}</PageHeading>
      {!isLoading && !manager && <StateMessage title={MATCH_MODEL_MESSAGES.signInFirst} />}
      {query.isPending && manager && <Spinner label="Loading the match model" />}
      {query.isError && <StateMessage kind="error" title={MATCH_MODEL_MESSAGES.loadError} />}
      {query.data && (
        <>
          <p className="text-sm text-slate-700">{MATCH_MODEL_MESSAGES.intro}</p>
          <Source model={query.data} />
          <Weights model={query.data} />
        </>
      )}
    </PageContainer>
  );
}
