/** Hands a PDF the server sent over to the browser as a download. */
export const downloadPdf = (pdf: Uint8Array, filename: string): void => {
  const url = URL.createObjectURL(new Blob([pdf as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has handed the file over; the URL is of no more use.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
