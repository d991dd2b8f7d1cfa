import { Anchor, Text } from '@mantine/core';

const linkPattern = /(https?:\/\/[^\s<>"]+)/g;

/** A plain-text mail body with its web addresses turned into links. */
export function MailText({ text }: { text: string }) {
  const parts = text.split(linkPattern);
  return (
    <Text
      component="pre"
      size="sm"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
    >
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Anchor key={index} href={part}>
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
