/** What a choice of voice shows: its id and the name the recorder gave it. */
export interface NamedVoice {
  id: number;
  name: string;
}

interface Props {
  /** The words before the select, and the label's class. */
  label: string;
  className: string;
  voices: readonly NamedVoice[];
  /** The chosen voice's id; 0 is the first option. */
  value: number;
  /** What choosing no recorded voice means here ("Narrator", "A new voice"). */
  noneLabel: string;
  onChange: (voiceId: number) => void;
  testId?: string;
}

/** A labelled choice among the story's recorded voices, with one option before them that is no recorded voice. */
export function VoiceSelect({ label, className, voices, value, noneLabel, onChange, testId }: Props) {
  return (
    <label className={className}>
      {label}
      <select value={value} onChange={(event) => onChange(Number(event.currentTarget.value))} data-testid={testId}>
        <option value={0}>{noneLabel}</option>
        {voices.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.name}
          </option>
        ))}
      </select>
    </label>
  );
}
