import type { HelpCategory } from '@fanship/domain/catalogue/help';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/help: every help category in tab order, with its topics and FAQs. */
export function getHelp(): Promise<HelpCategory[]> {
  return apiRequest<HelpCategory[]>('/help');
}

export function useHelp() {
  return useQuery({ queryKey: queryKeys.help.list(), queryFn: getHelp });
}
