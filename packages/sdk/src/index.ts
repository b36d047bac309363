// The partner SDK: a typed client generated from the OpenAPI document (issue 15).
export {};
