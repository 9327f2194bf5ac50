// Tables of the captcha feature.
export {};
