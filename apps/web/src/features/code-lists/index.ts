export { useCodeLabel, useCodeOptions } from './use-code-lists.ts';
