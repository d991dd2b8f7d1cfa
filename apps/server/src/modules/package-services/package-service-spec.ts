import type { Transaction } from '@fanship/db/client';
import type { HistoryEntry } from '@fanship/domain/requests/request-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import type {
  PackageRef,
  ResultPackage,
  ResultPackageValues,
  ServiceFee,
} from '@fanship/domain/warehouse/package-services';
import type { PackageStatus, PackageType } from '@fanship/domain/warehouse/package-statuses';
import type { ZodType } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import type { NewPackage, PackageRow } from '../packages/index.ts';
import type { MemberSide, QueueSummary, RequestRow } from '../requests/index.ts';

/** Which of the member's packages a role takes: their types and statuses, and how many (both ends included). */
export type PackageRule = {
  types: readonly PackageType[];
  statuses: readonly PackageStatus[];
  min: number;
  max: number;
};

/** The packages a create or an edit holds, by role, in the order the body names them. */
export type TakenPackages = { targets: PackageRow[]; resources: PackageRow[] };

/** A request of a package service as its answers are built: its body, the packages it names and made, its fees. */
export type PackageServiceView<Body> = {
  request: RequestRow;
  body: Body;
  targets: PackageRef[];
  resources: PackageRef[];
  results: ResultPackage[];
  fees: ServiceFee[];
  /** The videos staff filmed of the work (the `videos` step). */
  videos: { id: number; url: string }[];
};

/**
 * A package service (split, inclusion, packing, repacking, shipping) as one definition (`definePackageService`):
 * its machine and the statuses its staff steps move between, the member's routes (the request's body is kept on the
 * request), the packages it takes (`packages`: target and resource rules, read off the body, and the status it
 * holds them in), what staff make of them (`results`: the new packages' type and count, what becomes of the taken
 * ones, the fee lines on each new package), and how its answers are made from a `PackageServiceView`.
 */
export type PackageServiceSpec<Body> = {
  machine: StatusMachine;
  /** The request's statuses while staff work on it and once done (`start`, `complete`). */
  flow: { processing: string; completed: string };
  member: Pick<MemberSide, 'path' | 'tags' | 'createPath' | 'cancelBy'> & {
    body: ZodType;
    listSchema: ZodType;
    pageSchema: ZodType;
    /** The 409 of a member's cancel outside the first status, in the kind's words. */
    cancelRefused?: string;
  };
  packages: {
    target: PackageRule & { codes(body: Body): string[] };
    resource?: PackageRule & { codes(body: Body): string[] };
    /** The status a taken package waits in (IN_SERVICE). */
    hold: PackageStatus;
    /**
     * Whether a taken package's storage stops counting while the request holds it (inclusion, spec §4 "Storage"):
     * stopped when taken, resumed where it stopped when let go, and left stopped when the package is used up.
     */
    pausesStorage?: boolean;
  };
  /**
   * What the kind checks or keeps once a create or an edit holds its packages (same transaction; throwing undoes
   * it): rules that need the packages (inclusion's OFM albums), files the body names.
   */
  onSave?(
    context: AppContext,
    tx: Transaction,
    request: RequestRow,
    body: Body,
    taken: TakenPackages,
  ): Promise<void>;
  results: {
    type: PackageType;
    /** How many new packages staff must record (split: one per content); any count when absent. */
    count?(body: Body): number;
    /** What the taken packages become once the new ones exist (split: CONSUMED). */
    sources: PackageStatus;
    /** The fee lines written on each new package (`subType` is the fee's kind). */
    fees(body: Body): { subType: string; name: string; amountKrw: number }[];
    /** Columns of the new packages the kind sets (split: its type). */
    columns?(body: Body, input: ResultPackageValues, index: number): Pick<NewPackage, 'splitType' | 'name'>;
    /** The member's notice when the request completes. */
    message?: string;
  };
  row(view: PackageServiceView<Body>): unknown;
  page(view: PackageServiceView<Body>, history: HistoryEntry[]): unknown;
  staff: {
    detailSchema: ZodType;
    summary(view: PackageServiceView<Body>): QueueSummary;
    /** The kind's own fields of the staff page, beyond the member's page (without its history). */
    describe?(context: AppContext, view: PackageServiceView<Body>): Promise<object>;
  };
};
