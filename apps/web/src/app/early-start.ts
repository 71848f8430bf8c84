declare global {
  interface Window {
    /** Set by index.html's first paint when Start is pressed before the scripts have loaded. */
    roamcastEarlyStart?: boolean;
  }
}

/** True once if the traveller pressed the first paint's Start button before the app was ready. */
export function takeEarlyStart(): boolean {
  const pressed = window.roamcastEarlyStart === true;
  delete window.roamcastEarlyStart;
  return pressed;
}
