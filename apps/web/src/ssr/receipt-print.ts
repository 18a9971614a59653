// The one script of the receipt page the server draws (ADR 014): its Print button. The
// app's own bundle would cost a phone on 3G ~130 kB for this one click.
document.querySelector('[data-print-button]')?.addEventListener('click', () => window.print());
