import type { Control, FieldValues, Path } from 'react-hook-form';
import { SelectField } from '../../../components/forms/form-fields.tsx';
import { useArtists } from '../../artists/index.ts';

/** The optional "Artist group" select of a catalogue form, its options from the artist list. */
export function ArtistGroupSelect<T extends FieldValues, O extends FieldValues>(props: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  description?: string;
}) {
  const artists = useArtists();
  return (
    <SelectField
      control={props.control}
      name={props.name}
      label="Artist group"
      clearable
      description={props.description}
      data={(artists.data ?? []).map((artist) => ({
        value: artist.code,
        label: `${artist.name} (${artist.code})`,
      }))}
    />
  );
}
