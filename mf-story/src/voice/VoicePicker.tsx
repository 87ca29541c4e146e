import type { StoryVoiceJson } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { deleteVoice } from '../api/voices.ts';
import { VoiceSelect } from './VoiceSelect.tsx';
import './voice.css';

interface Props {
  storyId: string;
  voices: readonly StoryVoiceJson[];
  chosenId: number;
  onChoose: (voiceId: number) => void;
  canRecord: boolean;
  onRecord: () => void;
  onDeleted: () => void;
}

/** Under the reader, for the story's owner: which voice reads the story, and "Record your voice". */
export function VoicePicker({ storyId, voices, chosenId, onChoose, canRecord, onRecord, onDeleted }: Props) {
  const { t } = useI18n();
  if (!canRecord && voices.length === 0) return null;
  const remove = async () => {
    const name = voices.find((voice) => voice.id === chosenId)?.name ?? '';
    if (!window.confirm(t('voice.picker.confirmDelete', { name }))) return;
    await deleteVoice(storyId, chosenId);
    onChoose(0);
    onDeleted();
    toast({ title: t('voice.picker.deleted') });
  };
  return (
    <div className="voice-picker" data-testid="voice-picker">
      {voices.length > 0 ? (
        <VoiceSelect
          label={t('voice.picker.label')}
          className="voice-picker__choice"
          voices={voices}
          value={chosenId}
          noneLabel={t('voice.picker.narrator')}
          onChange={onChoose}
          testId="voice-choice"
        />
      ) : null}
      {chosenId ? (
        <button type="button" className="viewer-button viewer-button--quiet" onClick={() => void remove()}>
          {t('voice.picker.delete')}
        </button>
      ) : null}
      {canRecord ? (
        <button type="button" className="viewer-button" onClick={onRecord} data-testid="record-voice">
          {t('voice.record.open')}
        </button>
      ) : null}
    </div>
  );
}
