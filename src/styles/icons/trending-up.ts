export default "m22 7-8.5 8.5-5-5L2 17M16 7h6v6";
