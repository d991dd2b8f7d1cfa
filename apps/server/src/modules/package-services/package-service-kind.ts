import type { Transaction } from '@fanship/db/client';
import { requests } from '@fanship/db/request-schema';
import { isCancellable } from '@fanship/domain/requests/status-machines';
import type { RecordResultsValues } from '@fanship/domain/warehouse/package-services';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PayableKind } from '../payments/index.ts';
import {
  cancelRequest,
  defineRequestKind,
  listHistory,
  type QueueSummary,
  type RequestKindDefinition,
  type RequestRow,
  toHistoryEntries,
} from '../requests/index.ts';
import { holdNamedPackages, releaseHeldPackages } from './package-holds.ts';
import { type PackageServiceSpec, workSpec } from './package-service-spec.ts';
import { packageServiceSteps } from './package-service-steps.ts';
import { loadView, loadViews } from './package-service-views.ts';

/**
 * A type kept in the request's body, as the queue's type filter (a condition on `requests.id`): the first of the
 * fields (dotted paths into the body) that is set.
 */
function bodyTypes({
  field,
  labels,
}: {
  field: string | readonly string[];
  labels: Readonly<Record<string, string>>;
}) {
  const paths = (typeof field === 'string' ? [field] : field).map(
    (path) => sql`${requests.body} #>> ${`{${path.split('.').join(',')}}`}::text[]`,
  );
  return { labels, where: (type: string) => sql`coalesce(${sql.join(paths, sql`, `)}) = ${type}` };
}

/**
 * Declares a package service as a kind of request on the scaffold: the member's list, page, create, edit and cancel
 * (the body kept on the request; the named packages held, swapped and released in the same transactions), the staff
 * queue lines, page and steps (`start`, `results`, `complete`, and `videos` for a kind that films its work; cancel is
 * the scaffold's, releasing the packages).
 */
export function definePackageService<Body, Input extends RecordResultsValues = RecordResultsValues>(
  spec: PackageServiceSpec<Body, Input>,
): RequestKindDefinition<PayableKind> {
  const { machine } = spec;
  const anySpec = spec as unknown as PackageServiceSpec<unknown>;
  const pageOf = async (context: AppContext, request: RequestRow) => {
    const [view, history] = await Promise.all([
      loadView<Body>(context.db, request),
      listHistory(context.db, request.id),
    ]);
    return { view, page: (await spec.page(view, toHistoryEntries(machine, history), context)) as object };
  };
  // A create or an edit: hold what the body names (with the kind's own rule on them), then what else it keeps.
  const save = async (context: AppContext, tx: Transaction, request: RequestRow, body: Body) => {
    await holdNamedPackages(spec, tx, request, body, context.clock.now());
    await spec.onSave?.(context, tx, request, body);
  };
  const { target, pageAction } = spec.packages;
  const kind: RequestKindDefinition<PayableKind> = defineRequestKind({
    machine,
    payable: spec.payable,
    packageAction:
      pageAction === false
        ? undefined
        : (pkg) =>
            (target.types as readonly string[]).includes(pkg.type) &&
            (target.statuses as readonly string[]).includes(pkg.status) &&
            (pkg.hasSource || pageAction?.anySource === true),
    notice: async (_context, _request, to) =>
      to === spec.flow?.completed && spec.results?.message ? { message: spec.results.message } : undefined,
    member: {
      path: spec.member.path,
      tags: spec.member.tags,
      createPath: spec.member.createPath,
      cancelBy: spec.member.cancelBy,
      moreRoutes: spec.member.moreRoutes,
      body: spec.member.body,
      listSchema: spec.member.listSchema,
      pageSchema: spec.member.pageSchema,
      rows: async (context, requests) =>
        Promise.all((await loadViews<Body>(context.db, requests)).map((view) => spec.row(view, context))),
      page: async (context, request) => (await pageOf(context, request)).page,
      onCreate: (context, tx, request, body) => save(context, tx, request, body as Body),
      onEdit: (context, tx, request, body) => save(context, tx, request, body as Body),
      onCancel: async (context, tx, request) => {
        await releaseHeldPackages(context, spec, tx, request, context.clock.now());
        await spec.onCancel?.(context, tx, request);
      },
      cancel: async (context, request, member) => {
        if (spec.member.cancelRefused && !isCancellable(machine, request.status, 'member')) {
          throw new AppError('CONFLICT', spec.member.cancelRefused);
        }
        await cancelRequest(context, kind, request, {
          kind: 'member',
          memberId: member.memberId,
          reason: null,
        });
      },
    },
    staff: {
      detailSchema: spec.staff.detailSchema,
      summarize: async (context, rows) => {
        const views = await loadViews<Body>(context.db, rows);
        const lines = await Promise.all(views.map((view) => spec.staff.summary(view, context)));
        return new Map(views.map((view, index) => [view.request.id, lines[index] as QueueSummary]));
      },
      // The member's page and the kind's staff fields (the scaffold's envelope adds member, actions and history), and
      // for a kind that films its work the largest video it takes.
      describe: async (context, request) => {
        const { view, page } = await pageOf(context, request);
        const filmed = spec.videos ? { videoMaxBytes: context.config.videoMaxBytes } : {};
        return { ...page, ...filmed, ...(await spec.staff.describe?.(context, view)) };
      },
      steps: spec.steps ? spec.steps(() => kind) : packageServiceSteps(workSpec(anySpec), () => kind),
      ...(spec.staff.types && { types: bodyTypes(spec.staff.types) }),
      amountSql: spec.staff.amountSql,
    },
  });
  return kind;
}
