/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export type Options = { url: string; connections?: number; duration?: number; timeout?: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
