export default "m15 18-6-6 6-6";
