/** The parts of s3rver (an S3-compatible server in JavaScript, dev only) the tests use. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    httpServer?: Server;
    close(): Promise<void>;
  }
}
