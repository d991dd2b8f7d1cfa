/** A start-up error that names the environment variable at fault, printed as one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
