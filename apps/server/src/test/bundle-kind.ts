import { pageOf } from '@fanship/domain/requests/request-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import { recordResultsSchema } from '@fanship/domain/warehouse/package-services';
import { z } from 'zod';
import { definePackageService } from '../modules/package-services/index.ts';

/**
 * A throwaway package-targeting kind: one or two R targets and up to two R/M resources, created at
 * `POST /api/bundles/request` and cancelled by `DELETE /api/bundles/{code}`, at most 5 kg of targets; staff pack them
 * into F boxes with a ₩1,000 fee each and ₩100 per roll of tape used on the first; the packed packages go on
 * counting storage. What the package-service scaffold does is tested here once for every such kind.
 */
export const bundleMachine = {
  kind: 'bundle',
  prefix: 'RP',
  statuses: { BD01: 'Asked', BD02: 'Packing', BD03: 'Packed', BD09: 'Cancelled' },
  initial: 'BD01',
  editable: ['BD01'],
  selectable: [],
  transitions: [
    { from: 'BD01', to: 'BD02', by: ['staff'], action: 'Start' },
    { from: 'BD02', to: 'BD03', by: ['staff'], action: 'Complete' },
    { from: 'BD01', to: 'BD09', by: ['member', 'staff'], action: 'Cancel' },
    // Unlike the real kinds, staff may cancel one in progress: its own fees are then cancelled.
    { from: 'BD02', to: 'BD09', by: ['staff'], action: 'Cancel' },
  ],
} as const satisfies StatusMachine;

type BundleBody = { targets: string[]; resources: string[] };

const bundleResultsSchema = recordResultsSchema.extend({ tape: z.number().int().default(0) });

export const bundleKind = definePackageService<BundleBody, z.output<typeof bundleResultsSchema>>({
  machine: bundleMachine,
  flow: { processing: 'BD02', completed: 'BD03' },
  member: {
    path: '/bundles',
    createPath: '/request',
    cancelBy: 'DELETE',
    body: z.object({ targets: z.array(z.string()), resources: z.array(z.string()) }),
    listSchema: pageOf(z.unknown()),
    pageSchema: z.unknown(),
  },
  packages: {
    target: { types: ['R'], statuses: ['ARRIVED'], min: 1, max: 2, codes: (body) => body.targets },
    resource: { types: ['R', 'M'], statuses: ['ARRIVED'], min: 0, max: 2, codes: (body) => body.resources },
    check: ({ targets }) =>
      targets.reduce((grams, pkg) => grams + (pkg.weightGrams ?? 0), 0) > 5000 ? 'Too heavy' : undefined,
    hold: 'IN_SERVICE',
  },
  results: {
    type: 'F',
    sources: 'PACKED',
    input: bundleResultsSchema,
    fees: ({ input, taken }, index) => [
      { subType: 'BUNDLE', name: 'Bundle', amountKrw: 1000 },
      ...(index === 0 && input.tape > 0
        ? [{ subType: 'TAPE', name: `Tape for ${taken.length} packages`, amountKrw: input.tape * 100 }]
        : []),
    ],
    carriesStorage: true,
  },
  row: ({ request, targets, resources, targetPackages, resourcePackages, results, fees }) => ({
    code: request.code,
    status: request.status,
    targets,
    resources,
    taken: [...targetPackages, ...resourcePackages],
    results: results.map((result) => result.code),
    fees,
  }),
  page: (view, history) => ({ code: view.request.code, targets: view.targets, history }),
  staff: {
    detailSchema: z.unknown(),
    summary: (view) => ({ summary: view.targets.map((target) => target.code).join(', '), amountKrw: null }),
  },
});
