/**
 * Saving the QR image as a PNG (SPEC section 9): iOS opens it in a new window (Safari ignores
 * `download`, and a long press there saves it to Photos), Android offers the share sheet (where
 * "Save image" and banking apps are), other systems download the file.
 */
export type SaveQrMode = 'open' | 'share' | 'download';

export interface DeviceHints {
  userAgent: string;
  /** iPadOS reports a Mac user agent; only touch support tells it apart. */
  maxTouchPoints?: number;
}

export const saveQrMode = ({ userAgent, maxTouchPoints = 0 }: DeviceHints): SaveQrMode => {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'open';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'open';
  if (/Android/i.test(userAgent)) return 'share';
  return 'download';
};

/** A `data:image/png;base64,...` URL as a Blob, built synchronously so a popup stays allowed. */
export const pngBlobOf = (dataUrl: string): Blob => {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
};

const download = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Saves the QR the way the device expects; a cancelled share sheet is not an error. */
export const saveQrImage = async (dataUrl: string, fileName: string): Promise<void> => {
  const blob = pngBlobOf(dataUrl);
  const mode = saveQrMode({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });
  if (mode === 'open') {
    // Opened from the click itself; a blob URL, because browsers refuse top-level data: URLs.
    if (window.open(URL.createObjectURL(blob), '_blank')) return;
  }
  if (mode === 'share') {
    const file = new File([blob], fileName, { type: 'image/png' });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ files: [file] });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) download(blob, fileName);
      }
      return;
    }
  }
  download(blob, fileName);
};
