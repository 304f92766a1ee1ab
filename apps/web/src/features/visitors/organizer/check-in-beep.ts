let context: AudioContext | null = null;

/**
 * The entrance hears the answer without looking: one high beep for an entry, two low ones for a
 * refusal, made with Web Audio (no sound file). Silent where the browser has no audio.
 */
export function beep(ok: boolean) {
  try {
    const Context =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    void context.resume();
    const tones = ok
      ? [{ at: 0, hz: 1320 }]
      : [
          { at: 0, hz: 220 },
          { at: 0.22, hz: 220 },
        ];
    for (const tone of tones) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = ok ? 'sine' : 'square';
      osc.frequency.value = tone.hz;
      const start = context.currentTime + tone.at;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
      osc.connect(gain).connect(context.destination);
      osc.start(start);
      osc.stop(start + 0.2);
    }
  } catch {
    // No audio here (a locked-down kiosk, a test): the panel still says it.
  }
}
