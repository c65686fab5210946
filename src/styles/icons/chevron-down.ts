export default "m6 9 6 6 6-6";
