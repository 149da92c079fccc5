/**
 * The do-not-sell choice as analytics reads it, remembered in this browser (so it holds from the first event of
 * the next visit, before the preferences load). The privacy-choices modal keeps it equal to the account's
 * do-not-sell preference.
 */
const STORAGE_KEY = 'airwave:do-not-sell';

/** The choice made in this page, when storage refuses to keep it. */
let chosenHere: boolean | null = null;

export function doNotSellChosen(): boolean {
  if (chosenHere !== null) return chosenHere;
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberDoNotSell(on: boolean): void {
  chosenHere = on;
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page.
  }
}
