import { isCancellable } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  cancelRequest,
  defineRequestKind,
  listHistory,
  type RequestKindDefinition,
  type RequestRow,
  toHistoryEntries,
} from '../requests/index.ts';
import { holdNamedPackages, releaseHeldPackages } from './package-holds.ts';
import type { PackageServiceSpec } from './package-service-spec.ts';
import { packageServiceSteps } from './package-service-steps.ts';
import { loadView, loadViews } from './package-service-views.ts';

/**
 * Declares a package service as a kind of request on the scaffold: the member's list, page, create, edit and cancel
 * (the body kept on the request; the named packages held, swapped and released in the same transactions), the staff
 * queue lines, page and steps (`start`, `results`, `complete`; cancel is the scaffold's, releasing the packages).
 */
export function definePackageService<Body>(spec: PackageServiceSpec<Body>): RequestKindDefinition<never> {
  const { machine } = spec;
  const anySpec = spec as PackageServiceSpec<unknown>;
  const describe = async (context: AppContext, request: RequestRow) => {
    const [view, history] = await Promise.all([
      loadView<Body>(context.db, request),
      listHistory(context.db, request.id),
    ]);
    return spec.page(view, toHistoryEntries(machine, history));
  };
  const kind: RequestKindDefinition<never> = defineRequestKind({
    machine,
    member: {
      path: spec.member.path,
      tags: spec.member.tags,
      createPath: spec.member.createPath,
      cancelBy: spec.member.cancelBy,
      body: spec.member.body,
      listSchema: spec.member.listSchema,
      pageSchema: spec.member.pageSchema,
      rows: async (context, requests) => (await loadViews<Body>(context.db, requests)).map(spec.row),
      page: describe,
      onCreate: (context, tx, request, body) =>
        holdNamedPackages(spec, tx, request, body as Body, context.clock.now()),
      onEdit: (context, tx, request, body) =>
        holdNamedPackages(spec, tx, request, body as Body, context.clock.now()),
      onCancel: (context, tx, request) =>
        releaseHeldPackages(context, spec, tx, request, context.clock.now()),
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
        return new Map(views.map((view) => [view.request.id, spec.staff.summary(view)]));
      },
      describe: async (context, request) => {
        const view = await loadView<Body>(context.db, request);
        const { history: _history, ...fields } = (await describe(context, request)) as { history?: unknown };
        return { ...fields, ...(await spec.staff.describe?.(context, view)) };
      },
      steps: packageServiceSteps(anySpec),
    },
  });
  return kind;
}
