/** The names of the buttons and links inside `container`, in document order. */
export function actionNames(container: HTMLElement): string[] {
  return [...container.querySelectorAll('button, a[href]')].map(
    (element) => element.textContent ?? '',
  );
}
