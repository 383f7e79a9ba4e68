// Tests run with NODE_ENV=test so the test-only captcha provider is accepted.
process.env.NODE_ENV = 'test';
