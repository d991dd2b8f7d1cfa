import type { WiseAccount } from '@fanship/domain/payments/wise-contract';
import { Alert, Button, Skeleton, Text } from '@mantine/core';
import { KeyValueTable } from '../../../components/ui/key-value-table.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useWiseAccount } from '../api/get-wise-account.ts';

/** A value the member copies into Wise: monospaced and whole (it wraps rather than being cut on a phone). */
function Copyable({ value }: { value: string }) {
  return (
    <Text span ff="monospace" fw={700} inherit style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

function accountRows(account: WiseAccount, amount: string, reference: string) {
  const rows: [string, React.ReactNode][] = [
    ['Amount (USD)', <Copyable key="amount" value={amount} />],
    ['Reference', <Copyable key="reference" value={reference} />],
    ['Account holder', <Copyable key="holder" value={account.accountHolder} />],
    ['Bank', account.bankName],
  ];
  if (account.accountNumber)
    rows.push(['Account number', <Copyable key="number" value={account.accountNumber} />]);
  if (account.routingNumber) {
    rows.push(['Routing number (ACH)', <Copyable key="routing" value={account.routingNumber} />]);
  }
  if (account.iban) rows.push(['IBAN', <Copyable key="iban" value={account.iban} />]);
  if (account.swiftCode) rows.push(['SWIFT/BIC', <Copyable key="swift" value={account.swiftCode} />]);
  if (account.bankAddress) rows.push(['Bank address', account.bankAddress]);
  return rows;
}

/**
 * Where to send a Wise transfer (spec: "Wise transfers are in USD with the invoice number as reference"): the exact
 * dollars, the invoice number as the reference and Fanship's account, from the server's configuration.
 */
export function WiseAccountDetails({ amount, reference }: { amount: string; reference: string }) {
  const account = useWiseAccount();
  if (account.isPending) return <Skeleton height={160} aria-label="Loading the account details" />;
  if (account.isError) {
    return (
      <Alert color="red" variant="light" title="The account details could not be loaded">
        {errorMessageOf(account.error)}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => account.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <section aria-label="Wise account">
      <KeyValueTable rows={accountRows(account.data, amount, reference)} />
    </section>
  );
}
