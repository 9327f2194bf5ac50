// Tables of the auth feature.
export {};
