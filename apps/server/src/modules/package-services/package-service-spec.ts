import type { Transaction } from '@fanship/db/client';
import type { HistoryEntry } from '@fanship/domain/requests/request-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import type { ForwardingPackage } from '@fanship/domain/warehouse/forwarding-fields';
import type {
  PackageRef,
  RecordResultsValues,
  ResultPackage,
  ResultPackageValues,
  ServiceFee,
} from '@fanship/domain/warehouse/package-services';
import type { PackageStatus, PackageType } from '@fanship/domain/warehouse/package-statuses';
import type { SQL } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import type { NewPackage, PackageRow } from '../packages/index.ts';
import type { PayableKind } from '../payments/index.ts';
import type {
  MemberSide,
  QueueSummary,
  RequestKindDefinition,
  RequestRow,
  StaffStep,
} from '../requests/index.ts';

/** Which of the member's packages a role takes: their types and statuses, and how many (both ends included). */
export type PackageRule = {
  types: readonly PackageType[];
  statuses: readonly PackageStatus[];
  min: number;
  max: number;
};

/**
 * A request of a package service as its answers are built: its body, the packages it names (as codes, and with
 * their weights and items: `targetPackages`, `resourcePackages`) and made, its fees.
 */
export type PackageServiceView<Body> = {
  request: RequestRow;
  body: Body;
  targets: PackageRef[];
  resources: PackageRef[];
  targetPackages: ForwardingPackage[];
  resourcePackages: ForwardingPackage[];
  results: ResultPackage[];
  fees: ServiceFee[];
  /** The videos staff filmed of the work (the `videos` step). */
  videos: { id: number; url: string }[];
};

/**
 * What a kind's fee lines are reckoned from once staff recorded the new packages: the request's body, the staff
 * step's input (`results.input`: packing's vacuum bags), and the packages the request took, as they were before
 * they moved on (inclusion reads their types, repacking their weights).
 */
export type RecordedResults<Body, Input> = { body: Body; input: Input; taken: readonly PackageRow[] };

/** A fee line a kind writes on a new package (`subType` is the fee's kind). */
export type ServiceFeeLine = { subType: string; name: string; amountKrw: number };

/**
 * A package service (split, inclusion, packing, repacking, shipping) as one definition (`definePackageService`):
 * its machine and the statuses its staff steps move between, the member's routes (the request's body is kept on the
 * request), the packages it takes (`packages`: target and resource rules, read off the body, and the status it
 * holds them in), what staff make of them (`results`: the new packages' type and count, what becomes of the taken
 * ones, the fee lines on each new package), and how its answers are made from a `PackageServiceView`.
 */
export type PackageServiceSpec<Body, Input extends RecordResultsValues = RecordResultsValues> = {
  machine: StatusMachine;
  /**
   * The request's statuses while staff work on it and once done (`start`, `complete`); with `results`, what the
   * scaffold's staff steps need. A kind that makes no packages (shipping) has neither and names its own `steps`.
   */
  flow?: { processing: string; completed: string };
  /** The staff steps of a kind that makes no packages, instead of `start`, `results` and `complete`. */
  steps?(kind: () => RequestKindDefinition): StaffStep[];
  /** The paying code's description of the kind, when the member pays for its requests (shipping). */
  payable?: PayableKind;
  member: Pick<MemberSide, 'path' | 'tags' | 'createPath' | 'cancelBy' | 'moreRoutes'> & {
    body: ZodType;
    listSchema: ZodType;
    pageSchema: ZodType;
    /** The 409 of a member's cancel outside the first status, in the kind's words. */
    cancelRefused?: string;
  };
  packages: {
    target: PackageRule & { codes(body: Body): string[] };
    resource?: PackageRule & { codes(body: Body): string[] };
    /**
     * The kind's own rule on the packages a create or edit names (locked), once each is the member's and takeable
     * (packing: 200 kg in all, the packing type the address and packages allow; repacking: the box's weight with
     * the resources', once per box): the 400's message, or undefined. `request` is the one created or edited.
     */
    check?(input: {
      tx: Transaction;
      request: RequestRow;
      body: Body;
      targets: readonly PackageRow[];
      resources: readonly PackageRow[];
    }): Promise<string | undefined> | string | undefined;
    /**
     * The status a taken package waits in (IN_SERVICE); absent, it stays where it is, held by its link alone
     * (shipping: the box stays ARRIVED until it is paid for).
     */
    hold?: PackageStatus;
    /**
     * Whether a taken package's storage stops counting while the request holds it (inclusion, spec §4 "Storage"):
     * stopped when taken, resumed where it stopped when let go, and left stopped when the package is used up.
     */
    pausesStorage?: boolean;
    /**
     * The button on a package's page that asks for this kind (spec §2 Packages, §4 "Package actions"): offered on
     * the packages `target` takes (its types and statuses) that came from a request (an OFM, a registered
     * incoming), or on any of them with `anySource` (split, repacking); `false` offers none.
     */
    pageAction?: false | { anySource?: boolean };
  };
  /**
   * What the kind keeps of a create or an edit besides its packages, once they are held (same transaction; throwing
   * undoes it): the files the body names (inclusion's images).
   */
  onSave?(context: AppContext, tx: Transaction, request: RequestRow, body: Body): Promise<void>;
  /** What else a cancel undoes, once the packages are released and the request's own fee lines cancelled. */
  onCancel?(context: AppContext, tx: Transaction, request: RequestRow): Promise<void>;
  /** Staff upload videos of the work at the `videos` step (after the results), kept with this tag. */
  videos?: { tag: string };
  results?: {
    type: PackageType;
    /** How many new packages staff must record (split: one per content); any count when absent. */
    count?(body: Body): number;
    /** What the taken packages become once the new ones exist (split: CONSUMED). */
    sources: PackageStatus;
    /** The staff step's body: `recordResultsSchema` unless the kind records more (packing: the vacuum bags). */
    input?: ZodType<Input>;
    /** The fee lines written on the new package at `index` (split: ₩2,500 on each). */
    fees(recorded: RecordedResults<Body, Input>, index: number): ServiceFeeLine[];
    /**
     * Whether the taken packages go on counting storage until the box that carries them is paid for, the new
     * packages starting no count of their own (packing); otherwise the taken packages' count ends and the new ones
     * start a free period (split).
     */
    carriesStorage?: boolean;
    /** Columns of the new packages the kind sets (split: its type). */
    columns?(body: Body, input: ResultPackageValues, index: number): Pick<NewPackage, 'splitType' | 'name'>;
    /** The member's notice when the request completes. */
    message?: string;
  };
  /** A list row and the page (`context` for a kind whose answers read more: shipping's live invoice). */
  row(view: PackageServiceView<Body>, context: AppContext): unknown;
  page(view: PackageServiceView<Body>, history: HistoryEntry[], context: AppContext): unknown;
  staff: {
    detailSchema: ZodType;
    summary(view: PackageServiceView<Body>, context: AppContext): QueueSummary | Promise<QueueSummary>;
    /** The kind's own fields of the staff page, beyond the member's page (without its history). */
    describe?(context: AppContext, view: PackageServiceView<Body>): Promise<object>;
    /**
     * The body's field naming the request's type, with the types' labels: the staff queue filters by it. Several
     * fields (dotted paths, `shipment.carrier`) are read in order, the first one set naming the type.
     */
    types?: { field: string | readonly string[]; labels: Readonly<Record<string, string>> };
    /** The amount `summary` shows, as SQL on `requests`: the staff queue sorts by it (`StaffSide.amountSql`). */
    amountSql?: SQL;
  };
};

/** A package service whose staff make new packages: the scaffold's `start`, `results` and `complete` steps. */
export type WorkSpec<Body, Input extends RecordResultsValues = RecordResultsValues> = PackageServiceSpec<
  Body,
  Input
> &
  Required<Pick<PackageServiceSpec<Body, Input>, 'flow' | 'results'>>;

/** The spec as a `WorkSpec`, or an error at start-up when it has neither its own steps nor results. */
export function workSpec<Body, Input extends RecordResultsValues>(
  spec: PackageServiceSpec<Body, Input>,
): WorkSpec<Body, Input> {
  if (!spec.flow || !spec.results) throw new Error(`The ${spec.machine.kind} kind has no steps`);
  return spec as WorkSpec<Body, Input>;
}
